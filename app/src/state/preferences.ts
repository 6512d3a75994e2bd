import { atom } from 'jotai';
import { applyLocale, languageCookie, type Locale } from '@wasl/i18n';
import { languageStorageKey } from '@wasl/i18n/lazy';
import { applyTheme, readStoredTheme, themeStorageKey, type ThemeName } from '@wasl/tokens';
import { i18n, initialLocale } from '../i18n';
import { appStore } from './store';

const cookieMaxAge = 60 * 60 * 24 * 365;

const localeBase = atom<Locale>(initialLocale);
const themeBase = atom<ThemeName>(typeof localStorage === 'undefined' ? 'light' : readStoredTheme(localStorage));

/** The language (cookie `i18next`, SPEC §3). Change it with `setLocale`. */
export const localeAtom = atom((get) => get(localeBase));

/**
 * Switches the language in one step, without a reload: first the current namespaces of the new
 * language are fetched, then `lang`/`dir` on <html>, the cookie, react-aria's locale (from the atom)
 * and i18next change together, so no frame shows one language in the other's direction.
 */
export async function setLocale(locale: Locale): Promise<void> {
  await i18n.loadLanguages(locale);
  applyLocale(locale);
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // storage disabled: the cookie is enough
  }
  appStore.set(localeBase, locale);
  await i18n.changeLanguage(locale);
}

/** The theme: local storage `theme` (SPEC §3), an attribute on <html>. */
export const themeAtom = atom(
  (get) => get(themeBase),
  (_get, set, theme: ThemeName) => {
    applyTheme(theme);
    try {
      localStorage.setItem(themeStorageKey, theme);
    } catch {
      // storage disabled: the theme lasts for this visit
    }
    set(themeBase, theme);
  },
);
