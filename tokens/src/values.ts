/**
 * The raw token values. Plain data (no vanilla-extract) so that the contrast test,
 * the W3C design-tokens export and the docs pages read the very values the themes use.
 */

export const themeNames = ['light', 'dark'] as const;
/** The attribute on `<html>` that selects the theme; its absence means light. */
export const themeAttribute = 'data-theme';
/** Set on `<html>` under automation (story tests, screenshots) to switch motion off. */
export const motionAttribute = 'data-motion';
export type ThemeName = (typeof themeNames)[number];

/** One semantic colour shape; every theme must fill every key (the contract enforces it). */
export interface ColorTokens {
  surface: {
    canvas: string;
    default: string;
    raised: string;
    sunken: string;
    overlay: string;
    inverse: string;
    hover: string;
    selected: string;
  };
  text: {
    default: string;
    muted: string;
    subtle: string;
    inverse: string;
    disabled: string;
    onAccent: string;
    onDanger: string;
    link: string;
  };
  border: {
    subtle: string;
    default: string;
    strong: string;
  };
  accent: {
    default: string;
    hover: string;
    pressed: string;
    subtle: string;
    text: string;
  };
  status: Record<StatusTone, { background: string; text: string; border: string; solid: string }>;
  focus: { ring: string };
  chart: Record<ChartSeries, string>;
  backdrop: string;
}

export const statusTones = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StatusTone = (typeof statusTones)[number];

export const chartSeries = ['series1', 'series2', 'series3', 'series4', 'series5', 'series6', 'series7', 'series8'] as const;
export type ChartSeries = (typeof chartSeries)[number];

export const light: ColorTokens = {
  surface: {
    canvas: '#f7f5f2',
    default: '#ffffff',
    raised: '#ffffff',
    sunken: '#efece7',
    overlay: '#ffffff',
    inverse: '#24221f',
    hover: '#f0ede8',
    selected: '#e3f1ef',
  },
  text: {
    default: '#1f1d1a',
    muted: '#57524b',
    subtle: '#67625a',
    inverse: '#faf9f7',
    disabled: '#8f897f',
    onAccent: '#ffffff',
    onDanger: '#ffffff',
    link: '#0c625b',
  },
  border: {
    subtle: '#e6e2dc',
    default: '#d6d1c9',
    strong: '#847e74',
  },
  accent: {
    default: '#0f6e66',
    hover: '#0b5c55',
    pressed: '#084a45',
    subtle: '#e3f1ef',
    text: '#0c625b',
  },
  status: {
    success: { background: '#e5f3e8', text: '#1b6430', border: '#4f9a63', solid: '#1f7a3a' },
    warning: { background: '#fcf1d8', text: '#7d5200', border: '#b58118', solid: '#8f5e00' },
    danger: { background: '#fbe8e6', text: '#a8231b', border: '#d26a61', solid: '#b8261d' },
    info: { background: '#e6effa', text: '#1a5798', border: '#5d8fcb', solid: '#1d5fa8' },
    neutral: { background: '#efece7', text: '#524d46', border: '#9f998f', solid: '#67625a' },
  },
  focus: { ring: '#0f6e66' },
  chart: {
    series1: '#0f6e66',
    series2: '#c24e00',
    series3: '#0068a8',
    series4: '#a8417f',
    series5: '#8a6200',
    series6: '#5b4fb0',
    series7: '#2f7d32',
    series8: '#67625a',
  },
  backdrop: 'rgba(20, 18, 16, 0.48)',
};

export const dark: ColorTokens = {
  surface: {
    canvas: '#131210',
    default: '#1a1917',
    raised: '#22201e',
    sunken: '#0f0e0d',
    overlay: '#282624',
    inverse: '#f2f0ec',
    hover: '#2a2825',
    selected: '#143532',
  },
  text: {
    default: '#f2f0ec',
    muted: '#c4beb4',
    subtle: '#aaa499',
    inverse: '#1a1917',
    disabled: '#7a746b',
    onAccent: '#0b1f1d',
    onDanger: '#2a0d0a',
    link: '#72d3c5',
  },
  border: {
    subtle: '#2c2a27',
    default: '#3b3834',
    strong: '#847e74',
  },
  accent: {
    default: '#4fc1b2',
    hover: '#6dcfc2',
    pressed: '#8cdbd0',
    subtle: '#143532',
    text: '#72d3c5',
  },
  status: {
    success: { background: '#12301f', text: '#86d49f', border: '#3f8a57', solid: '#5cbf7c' },
    warning: { background: '#33270b', text: '#f0c266', border: '#a27a22', solid: '#e3ad45' },
    danger: { background: '#3a1613', text: '#ff9f94', border: '#b5554b', solid: '#ff8f83' },
    info: { background: '#10263d', text: '#94c3f5', border: '#4a7fbd', solid: '#7ab3f0' },
    neutral: { background: '#2a2825', text: '#c4beb4', border: '#6e685f', solid: '#aaa499' },
  },
  focus: { ring: '#6dcfc2' },
  chart: {
    series1: '#4fc1b2',
    series2: '#ff8c42',
    series3: '#5aa9e6',
    series4: '#e08fc4',
    series5: '#e3b24a',
    series6: '#ab9cf2',
    series7: '#7fd19a',
    series8: '#aaa499',
  },
  backdrop: 'rgba(0, 0, 0, 0.6)',
};

export const colorsByTheme: Record<ThemeName, ColorTokens> = { light, dark };

/** 4 px grid (DESIGN.md): the key is the multiple of 4 px. */
export const space = {
  '0': '0px',
  '0_5': '2px',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '20px',
  '6': '24px',
  '8': '32px',
  '10': '40px',
  '12': '48px',
  '16': '64px',
} as const;

export const radius = {
  none: '0px',
  sm: '6px',
  md: '10px',
  lg: '16px',
  full: '9999px',
} as const;

export const shadowsByTheme: Record<ThemeName, { overlay: string; raised: string }> = {
  light: {
    raised: '0 1px 2px rgba(31, 29, 26, 0.08)',
    overlay: '0 8px 28px rgba(31, 29, 26, 0.16), 0 2px 6px rgba(31, 29, 26, 0.08)',
  },
  dark: {
    raised: '0 1px 2px rgba(0, 0, 0, 0.5)',
    overlay: '0 8px 28px rgba(0, 0, 0, 0.6), 0 2px 6px rgba(0, 0, 0, 0.4)',
  },
};

export const motion = {
  duration: { fast: '120ms', base: '160ms', slow: '200ms' },
  easing: { out: 'cubic-bezier(0.2, 0, 0, 1)', inOut: 'cubic-bezier(0.4, 0, 0.2, 1)' },
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  drawer: '300',
  overlay: '400',
  popover: '500',
  toast: '600',
  tooltip: '700',
} as const;

/** Breakpoints as min-widths. The sidebar (SPEC §2) shows from `tablet` up. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1440 } as const;
// Pure IIFEs here and for typeByScript: otherwise the minifier keeps their property reads in every
// app bundle that imports a token, although the values are only used at build time (vanilla-extract).
export const mediaQuery = /* @__PURE__ */ (() =>
  ({
    tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
    desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
    wide: `screen and (min-width: ${breakpoints.wide}px)`,
  }) as const)();

export const fontFamilies = {
  // Every face self-hosted (fonts.css), and each stack carries the other script's face and the emoji
  // face: Arabic names in an English screen, Latin ids in an Arabic one, code and emoji all draw in
  // faces we ship, never the machine's (a story test fails otherwise: .storybook/platform-fonts.ts).
  // The generic family at the end is never reached for text we render.
  latin: "'IBM Plex Sans', 'IBM Plex Sans Arabic', 'IBM Plex Sans Complete', 'Noto Emoji', sans-serif",
  arabic: "'IBM Plex Sans Arabic', 'IBM Plex Sans', 'IBM Plex Sans Complete', 'Noto Emoji', sans-serif",
  mono: "'IBM Plex Mono', 'IBM Plex Sans Arabic', 'IBM Plex Sans Complete', 'Noto Emoji', monospace",
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600' } as const;

/** Type scale per script: Arabic reads slightly larger and needs more line height (DESIGN.md). */
export interface TypeScale {
  family: string;
  size: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
  lineHeight: { tight: string; heading: string; body: string };
}

export const typeByScript: Record<'latin' | 'arabic', TypeScale> = /* @__PURE__ */ (() => ({
  latin: {
    family: fontFamilies.latin,
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', '2xl': '24px', '3xl': '30px' },
    lineHeight: { tight: '1.25', heading: '1.3', body: '1.5' },
  },
  arabic: {
    family: fontFamilies.arabic,
    size: { xs: '13px', sm: '14px', md: '15px', lg: '17px', xl: '21px', '2xl': '26px', '3xl': '32px' },
    lineHeight: { tight: '1.4', heading: '1.5', body: '1.7' },
  },
}))();

/** The pairs the themes promise to keep legible; the contrast test checks each in every theme. */
export type ContrastKind = 'text' | 'largeText' | 'ui';
export interface ContrastPair {
  foreground: string;
  background: string;
  kind: ContrastKind;
}

const surfacesForText = [
  'surface.canvas',
  'surface.default',
  'surface.raised',
  'surface.sunken',
  'surface.overlay',
  'surface.hover',
  'surface.selected',
];

// Built in a pure IIFE: as a bare array literal with spreads the minifier kept it in every app bundle
// that imports a token (≈ 0.3 KB gzip of the dashboard's entry), although only tests read it.
export const contrastPairs: ContrastPair[] = /* @__PURE__ */ (() => [
  ...['text.default', 'text.muted', 'text.subtle', 'text.link', 'accent.text'].flatMap((foreground) =>
    surfacesForText.map((background) => ({ foreground, background, kind: 'text' as const })),
  ),
  { foreground: 'text.inverse', background: 'surface.inverse', kind: 'text' },
  { foreground: 'text.onAccent', background: 'accent.default', kind: 'text' },
  { foreground: 'text.onAccent', background: 'accent.hover', kind: 'text' },
  { foreground: 'text.onAccent', background: 'accent.pressed', kind: 'text' },
  { foreground: 'text.onDanger', background: 'status.danger.solid', kind: 'text' },
  ...statusTones.flatMap((tone) => [
    { foreground: `status.${tone}.text`, background: `status.${tone}.background`, kind: 'text' as const },
    { foreground: `status.${tone}.text`, background: 'surface.default', kind: 'text' as const },
    { foreground: `status.${tone}.solid`, background: 'surface.default', kind: 'ui' as const },
  ]),
  ...['surface.canvas', 'surface.default', 'surface.raised', 'surface.overlay'].flatMap((background) => [
    { foreground: 'border.strong', background, kind: 'ui' as const },
    { foreground: 'focus.ring', background, kind: 'ui' as const },
    { foreground: 'accent.default', background, kind: 'ui' as const },
  ]),
  ...chartSeries.map((series) => ({ foreground: `chart.${series}`, background: 'surface.default', kind: 'ui' as const })),
])();

/** Reads a dotted path such as `status.danger.solid` out of a colour set. */
export function colorAt(colors: ColorTokens, path: string): string {
  let node: unknown = colors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) {
      throw new Error(`Unknown colour token "${path}"`);
    }
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`Colour token "${path}" is a group, not a value`);
  return node;
}
