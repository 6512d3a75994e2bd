import { themeAttribute, themeNames, type ThemeName } from './values';

/** Local-storage key for the theme (SPEC §3: the theme lives in local storage). */
export const themeStorageKey = 'theme';

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): ThemeName {
  const stored = storage?.getItem(themeStorageKey);
  return (themeNames as readonly string[]).includes(stored ?? '') ? (stored as ThemeName) : 'light';
}

/** Swaps the theme attribute on `<html>`; `color-scheme` follows through the theme stylesheet. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.setAttribute(themeAttribute, theme);
}
