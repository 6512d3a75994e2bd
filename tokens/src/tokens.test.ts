import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumContrast } from './contrast';
import { colorAt, colorsByTheme, contrastPairs, themeNames } from './values';
import { serializeDesignTokens } from './w3c';

describe('theme contrast (WCAG 2.2 AA)', () => {
  for (const theme of themeNames) {
    describe(theme, () => {
      for (const pair of contrastPairs) {
        const minimum = minimumContrast[pair.kind];
        it(`${pair.foreground} on ${pair.background} reaches ${minimum}:1 (${pair.kind})`, () => {
          const ratio = contrastRatio(colorAt(colorsByTheme[theme], pair.foreground), colorAt(colorsByTheme[theme], pair.background));
          expect(ratio, `${theme}: ${pair.foreground} on ${pair.background} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum);
        });
      }
    });
  }

  it('computes known ratios correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('rejects colours it cannot measure rather than passing them', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/opaque/);
    expect(() => colorAt(colorsByTheme.light, 'surface.nope')).toThrow(/Unknown colour token/);
  });
});

describe('W3C design-tokens export', () => {
  it('tokens/tokens.json is in sync with the values (run `npm run tokens:json`)', () => {
    const committed = readFileSync(new URL('../tokens.json', import.meta.url), 'utf8');
    expect(committed).toBe(serializeDesignTokens());
  });

  it('gives every token a $type and $value', () => {
    const walk = (node: Record<string, unknown>, path: string[]): void => {
      if ('$value' in node) {
        expect(node.$type, path.join('.')).toBeTypeOf('string');
        return;
      }
      for (const [key, child] of Object.entries(node)) {
        if (key.startsWith('$')) continue;
        walk(child as Record<string, unknown>, [...path, key]);
      }
    };
    walk(JSON.parse(serializeDesignTokens()) as Record<string, unknown>, []);
  });
});
