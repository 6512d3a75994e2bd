export { TopBar, ThemeToggle, LanguageToggle, type TopBarProps, type ThemeToggleProps, type LanguageToggleProps } from './TopBar';
