import { atom } from 'jotai';
import { applyLocale, isLocale, languageCookie, type Locale } from '@wasl/i18n';
import { applyTheme, readStoredTheme, themeStorageKey, type ThemeName } from '@wasl/tokens';

const cookieMaxAge = 60 * 60 * 24 * 365;

export function readLanguageCookie(cookie: string): Locale {
  const match = new RegExp(`(?:^|; )${languageCookie}=([^;]*)`).exec(cookie);
  return isLocale(match?.[1]) ? match[1] : 'en';
}

const localeBase = atom<Locale>(typeof document === 'undefined' ? 'en' : readLanguageCookie(document.cookie));
const themeBase = atom<ThemeName>(typeof localStorage === 'undefined' ? 'light' : readStoredTheme(localStorage));

/** The language: cookie `i18next` (SPEC §3), `lang`/`dir` on <html> set in the same step. */
export const localeAtom = atom(
  (get) => get(localeBase),
  (_get, set, locale: Locale) => {
    applyLocale(locale);
    document.cookie = `${languageCookie}=${locale}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
    set(localeBase, locale);
  },
);

/** The theme: local storage (SPEC §3), attribute on <html>. */
export const themeAtom = atom(
  (get) => get(themeBase),
  (_get, set, theme: ThemeName) => {
    applyTheme(theme);
    localStorage.setItem(themeStorageKey, theme);
    set(themeBase, theme);
  },
);
