import type { Decorator, Preview } from '@storybook/react-vite';
import '@wasl/tokens/fonts';
import '@wasl/tokens';
import { applyDocumentGlobals, readGlobals, WithProviders } from './WithProviders';

const withProviders: Decorator = (Story, context) => {
  const { locale, theme } = readGlobals(context.globals);
  return (
    // Keyed by story and mode: a new story or mode gets a fresh jotai store.
    <WithProviders key={`${context.id}:${locale}:${theme}`} locale={locale} theme={theme}>
      <Story />
    </WithProviders>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', right: 'LTR', title: 'English' },
          { value: 'ar', right: 'RTL', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  // Runs before the story renders: lang/dir/theme are on <html> before the first paint.
  beforeEach: ({ globals }) => {
    const { locale, theme } = readGlobals(globals);
    applyDocumentGlobals(locale, theme);
  },
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    a11y: {
      // Any axe violation fails the story test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    controls: { expanded: true },
    docs: { toc: true },
    backgrounds: { disable: true },
  },
  tags: ['autodocs'],
};

export default preview;
