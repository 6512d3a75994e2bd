import { useAtom, useAtomValue } from 'jotai';
import { LanguageToggle, ThemeToggle } from '@wasl/ui';
import { localeAtom, setLocale, themeAtom } from '../state/preferences';

/** The theme toggle over the persisted theme (local storage `theme`). */
export function ThemeSwitch() {
  const [theme, setTheme] = useAtom(themeAtom);
  return <ThemeToggle theme={theme} onThemeChange={setTheme} />;
}

/** The language toggle (shows AR or EN); switches lang, dir, react-aria and i18next together. */
export function LanguageSwitch() {
  const locale = useAtomValue(localeAtom);
  return <LanguageToggle locale={locale} onLocaleChange={(next) => void setLocale(next)} />;
}

/** Both, for the public navbar. */
export function PreferenceToggles() {
  return (
    <>
      <ThemeSwitch />
      <LanguageSwitch />
    </>
  );
}
