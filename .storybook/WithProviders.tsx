import type { Decorator } from '@storybook/react-vite';
import { isLocale, type Locale } from '@wasl/i18n';
import { themeNames, type ThemeName } from '@wasl/tokens';
import { WaslProvider } from '@wasl/ui/WaslProvider';

export function readGlobals(globals: Record<string, unknown>): { locale: Locale; theme: ThemeName } {
  const locale = isLocale(globals.locale) ? globals.locale : 'en';
  const theme = (themeNames as readonly unknown[]).includes(globals.theme) ? (globals.theme as ThemeName) : 'light';
  return { locale, theme };
}

/** Every story inside the app's own provider stack, in the toolbar's (or the test mode's) locale and theme. */
export const withProviders: Decorator = (Story, context) => {
  const { locale, theme } = readGlobals(context.globals);
  return (
    // Keyed by story and mode: a new story or mode remounts the provider, so it gets a fresh jotai store.
    <WaslProvider key={`${context.id}:${locale}:${theme}`} locale={locale} theme={theme}>
      <Story />
    </WaslProvider>
  );
};
