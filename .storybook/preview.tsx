import type { Preview } from '@storybook/react-vite';
import '@wasl/tokens/fonts';
import '@wasl/tokens';
import { applyDocumentSettings } from '@wasl/ui/WaslProvider';
import { readGlobals, withProviders } from './WithProviders';

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
    applyDocumentSettings(locale, theme);
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
