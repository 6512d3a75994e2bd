import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (msw 2.15.0, `npx msw init .storybook/public --save=false`) for the screen stories' API mocks.
  staticDirs: ['./public'],
  // No network on our machines: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No "Get started" onboarding checklist: not in the sidebar, not as the settings menu's "Onboarding
  // guide" (both only in `storybook dev`). Designers open this to look at the design system.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: { include: ['react-aria-components', 'i18next', 'react-i18next', 'jotai', 'lucide-react'] },
    });
  },
};

export default config;
