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

/**
 * Story-level globals for an Arabic story in the sidebar. An RTL twin of a story
 * (`export const DefaultRtl: Story = { ...Default, globals: rtl, tags: [rtlTwinTag] }` — the tag
 * written as the literal 'rtl-twin', Storybook reads tags statically) stays browsable but out of
 * the test matrix: the base story already runs, with the same play, in both Arabic modes. A twin
 * whose play tests something about direction that the base does not keeps no tag.
 */
export const rtl = { locale: 'ar' } as const;
export const dark = { theme: 'dark' } as const;

/** The tag that keeps an RTL twin out of the story tests (vitest.config.ts excludes it). */
export const rtlTwinTag = 'rtl-twin';
