import type { ReactNode } from 'react';
import { Menu, Moon, Sun } from 'lucide-react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Tooltip } from '../Tooltip';
import { useAppShell } from '../AppShell/AppShellContext';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** The leading content: page title, breadcrumbs or logo. */
  start?: ReactNode;
  /** SPEC §2's slots, in this order at the inline end. */
  support?: ReactNode;
  themeToggle?: ReactNode;
  languageToggle?: ReactNode;
  profileMenu?: ReactNode;
  className?: string;
}

/**
 * The dashboard's top bar: a menu button that opens the navigation drawer below the tablet
 * breakpoint (inside AppShell), the leading content, then the support, theme, language and
 * profile slots at the inline end.
 */
export function TopBar({ start, support, themeToggle, languageToggle, profileMenu, className }: TopBarProps) {
  const { t } = useTranslation('layout');
  const { hasNavigation, isNavigationOpen, openNavigation } = useAppShell();
  return (
    <header className={[styles.topBar, className].filter(Boolean).join(' ')}>
      {hasNavigation ? (
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-label={t('openNavigation')}
          aria-expanded={isNavigationOpen}
          icon={<Icon icon={Menu} size={20} />}
          onPress={openNavigation}
        />
      ) : null}
      <div className={styles.start}>{start}</div>
      <div className={styles.actions}>
        {support}
        {themeToggle}
        {languageToggle}
        {profileMenu}
      </div>
    </header>
  );
}

export interface ThemeToggleProps {
  theme: 'light' | 'dark';
  onThemeChange: (theme: 'light' | 'dark') => void;
}

/** Switches between the light and dark theme; its label says what pressing it does. */
export function ThemeToggle({ theme, onThemeChange }: ThemeToggleProps) {
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('preferences.switchToLight') : t('preferences.switchToDark');
  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        aria-label={label}
        icon={<Icon icon={theme === 'dark' ? Sun : Moon} size={20} />}
        onPress={() => onThemeChange(theme === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}

export interface LanguageToggleProps {
  locale: 'en' | 'ar';
  onLocaleChange: (locale: 'en' | 'ar') => void;
}

/** Shows the other language's short name (AR in English, EN in Arabic) and switches to it. */
export function LanguageToggle({ locale, onLocaleChange }: LanguageToggleProps) {
  const { t } = useTranslation();
  const target = locale === 'ar' ? 'en' : 'ar';
  const label = target === 'ar' ? t('preferences.switchToArabic') : t('preferences.switchToEnglish');
  return (
    <Tooltip content={label}>
      {/* The visible AR/EN starts the accessible name (WCAG 2.5.3 label in name), the action follows. */}
      <Button variant="ghost" onPress={() => onLocaleChange(target)}>
        <span className={styles.languageLabel} lang={target}>
          {t(`preferences.languageShort.${target}`)}
        </span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
    </Tooltip>
  );
}
