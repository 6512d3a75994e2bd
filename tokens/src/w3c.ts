/**
 * Builds the W3C design-tokens (DTCG) JSON for designers from the same values the themes use.
 * `npm run tokens:json` writes it to tokens/tokens.json; a unit test keeps the file in sync.
 */
import { breakpoints, colorsByTheme, fontWeight, motion, radius, shadowsByTheme, space, themeNames, typeByScript, zIndex } from './values';

type Token = { $value: string | number; $type: string; $description?: string };
type Group = { [key: string]: Token | Group | string };

function group(values: object, type: string): Group {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? group(value as object, type) : { $type: type, $value: value as string },
    ]),
  );
}

export function buildDesignTokens(): Group {
  const themes: Group = {};
  for (const theme of themeNames) {
    themes[theme] = {
      $description: `Semantic colours and shadows of the ${theme} theme`,
      color: group(colorsByTheme[theme], 'color'),
      shadow: group(shadowsByTheme[theme], 'shadow'),
    };
  }
  return {
    $description: 'Wasl design tokens, generated from tokens/src/values.ts. Do not edit by hand.',
    theme: themes,
    space: group(space, 'dimension'),
    radius: group(radius, 'dimension'),
    fontWeight: group(fontWeight, 'fontWeight'),
    typography: {
      latin: group(typeByScript.latin, 'dimension'),
      arabic: group(typeByScript.arabic, 'dimension'),
    },
    duration: group(motion.duration, 'duration'),
    easing: group(motion.easing, 'cubicBezier'),
    zIndex: group(zIndex, 'number'),
    breakpoint: Object.fromEntries(Object.entries(breakpoints).map(([key, value]) => [key, { $type: 'dimension', $value: `${value}px` }])),
  };
}

export function serializeDesignTokens(): string {
  return `${JSON.stringify(buildDesignTokens(), null, 2)}\n`;
}
