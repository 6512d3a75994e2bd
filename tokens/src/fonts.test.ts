import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const ours = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

type Face = { family: string; weight: string; file: string; range: string | undefined };
const field = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];
const faces = (css: string): Face[] =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
    family: field(body, /font-family:\s*'([^']+)'/) ?? '',
    weight: field(body, /font-weight:\s*(\d+)/) ?? '',
    file: field(body, /([\w-]+)\.woff2/) ?? '',
    range: field(body, /unicode-range:\s*([^;]+);/)?.replace(/\s+/g, ''),
  }));

describe('fonts.css', () => {
  const declared = faces(ours);

  it('gives every face a unicode-range, so a page downloads only the subsets its text uses', () => {
    expect(declared.length).toBe(9);
    for (const face of declared) expect(face.range, face.file).toBeTruthy();
  });

  it("carries fontsource's own ranges for each subset file", () => {
    for (const face of declared) {
      const pkg = face.family === 'IBM Plex Sans Arabic' ? 'ibm-plex-sans-arabic' : 'ibm-plex-sans';
      const combined = readFileSync(require.resolve(`@fontsource/${pkg}/${face.weight}.css`), 'utf8');
      const source = faces(combined).find((candidate) => candidate.file === face.file);
      expect(source, face.file).toBeDefined();
      expect(face.range).toBe(source!.range);
    }
  });

  it('keeps the Latin and Arabic subsets apart: no Arabic letter is in a Latin face, and no Latin letter in the Arabic one', () => {
    const covers = (range: string, code: number) =>
      range.split(',').some((part) => {
        const [from = '', to = from] = part.replace('U+', '').split('-');
        return code >= parseInt(from, 16) && code <= parseInt(to, 16);
      });
    for (const face of declared) {
      const arabic = face.family === 'IBM Plex Sans Arabic';
      expect(covers(face.range!, 'ب'.codePointAt(0)!), face.file).toBe(arabic);
      expect(covers(face.range!, 'a'.codePointAt(0)!), face.file).toBe(face.file.includes('-latin-') && !face.file.includes('latin-ext'));
    }
  });
});
