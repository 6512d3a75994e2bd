import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontFamilies } from './values';

const require = createRequire(import.meta.url);
const ours = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');

type Face = { family: string; weight: string; file: string; src: string; range: string | undefined };
const field = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];
const faces = (css: string): Face[] =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
    family: field(body, /font-family:\s*'([^']+)'/) ?? '',
    weight: field(body, /font-weight:\s*(\d+)/) ?? '',
    file: field(body, /([\w-]+)\.woff2/) ?? '',
    src: field(body, /url\('([^']+)'\)/) ?? '',
    range: field(body, /unicode-range:\s*([^;]+);/)?.replace(/\s+/g, ''),
  }));

describe('fonts.css', () => {
  const declared = faces(ours);

  it('gives every face a unicode-range, so a page downloads only the subsets its text uses', () => {
    expect(declared.length).toBe(25);
    for (const face of declared) expect(face.range, face.file).toBeTruthy();
  });

  // fontsource's subsets; the complete IBM Plex Sans and the emoji face are checked below.
  const subsets = declared.filter((face) => face.src.startsWith('@fontsource/') && face.family !== 'Noto Emoji');

  it("carries fontsource's own ranges for each subset file", () => {
    for (const face of [...subsets, ...declared.filter((face) => face.family === 'Noto Emoji')]) {
      const pkg = face.family.toLowerCase().replaceAll(' ', '-');
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
    for (const face of subsets.filter((face) => face.family !== 'IBM Plex Mono')) {
      const arabic = face.family === 'IBM Plex Sans Arabic';
      expect(covers(face.range!, 'ب'.codePointAt(0)!), face.file).toBe(arabic);
      expect(covers(face.range!, 'a'.codePointAt(0)!), face.file).toBe(face.file.includes('-latin-') && !face.file.includes('latin-ext'));
    }
  });

  it('draws Latin letters with combining marks from the complete IBM Plex Sans, in each weight the tokens use', () => {
    const complete = declared.filter((face) => face.family === 'IBM Plex Sans Complete');
    expect(complete.map((face) => face.weight)).toEqual(['400', '500', '600']);
    for (const face of complete) {
      expect(existsSync(new URL(face.src, import.meta.url)), face.src).toBe(true);
      expect(face.range).toBe('U+0000-036F,U+1E00-1EFF,U+2190-21FF,U+2300-23FF');
    }
  });

  it('names only faces it declares in the font stacks, each ending in a generic family', () => {
    const families = new Set(declared.map((face) => face.family));
    for (const stack of Object.values(fontFamilies)) {
      const names = stack.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));
      expect(['sans-serif', 'monospace']).toContain(names.at(-1));
      for (const name of names.slice(0, -1)) expect(families, `${name} in ${stack}`).toContain(name);
    }
  });
});
