import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

// The first lint loads every plugin; on a busy 2-core machine that takes longer than 5 s.
vi.setConfig({ testTimeout: 60_000 });

async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('direction and colour lint rules', () => {
  it('rejects physical left/right keys in style files', async () => {
    const messages = await lint(
      "import { style } from '@vanilla-extract/css';\nexport const a = style({ marginLeft: 4, paddingRight: 2, left: 0, textAlign: 'left', borderTopLeftRadius: 2 });\n",
      'packages/ui/src/Example/Example.css.ts',
    );
    expect(messages.filter((m) => m.includes('Physical'))).toHaveLength(5);
  });

  it('accepts logical properties', async () => {
    const messages = await lint(
      "import { style } from '@vanilla-extract/css';\nexport const a = style({ marginInlineStart: 4, insetInlineEnd: 0, textAlign: 'start' });\n",
      'packages/ui/src/Example/Example.css.ts',
    );
    expect(messages).toEqual([]);
  });

  it('rejects raw colour literals outside tokens/ but allows them inside', async () => {
    const code =
      "import { style } from '@vanilla-extract/css';\nexport const a = style({ color: '#ff0000', background: 'rgba(0, 0, 0, 0.5)', borderColor: 'white' });\n";
    expect((await lint(code, 'packages/ui/src/Example/Example.css.ts')).filter((m) => m.includes('colour'))).toHaveLength(3);
    expect((await lint(code, 'tokens/src/example.css.ts')).filter((m) => m.includes('colour'))).toHaveLength(0);
  });

  it('rejects literal UI text in components', async () => {
    const messages = await lint(
      'export function Hello() {\n  return <button aria-label="Close">Save</button>;\n}\n',
      'packages/ui/src/Example/Example.tsx',
    );
    expect(messages.filter((m) => m.startsWith('Literal UI text'))).toHaveLength(2);
  });
});
