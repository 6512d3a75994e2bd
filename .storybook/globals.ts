import type { Locale } from '@wasl/i18n';
import type { ThemeName } from '@wasl/tokens';

/** The four modes every story is tested and screenshotted in. */
export const modes = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
] as const satisfies readonly { locale: Locale; theme: ThemeName }[];

export type Mode = (typeof modes)[number];
export const modeName = (mode: { locale: string; theme: string }) => `${mode.locale}-${mode.theme}`;

/** Story-level helper for RTL twins: `export const Rtl = { ...Default, globals: rtl }`. */
export const rtl = { locale: 'ar' } as const;
export const dark = { theme: 'dark' } as const;
