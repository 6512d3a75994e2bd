import { LanguageToggle, ThemeToggle } from '@wasl/ui';
import type { Locale } from '@wasl/i18n';
import type { ThemeName } from '@wasl/tokens';

export interface SiteTogglesProps {
  locale: Locale;
  theme: ThemeName;
  onLocaleChange: (locale: Locale) => Promise<void>;
  onThemeChange: (theme: ThemeName) => void;
}

/** The public navbar's theme and language toggles on a pre-rendered page (the app's are jotai-backed). */
export function SiteToggles({ locale, theme, onLocaleChange, onThemeChange }: SiteTogglesProps) {
  return (
    <>
      <ThemeToggle theme={theme} onThemeChange={onThemeChange} />
      <LanguageToggle locale={locale} onLocaleChange={(next) => void onLocaleChange(next)} />
    </>
  );
}
