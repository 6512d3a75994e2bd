/**
 * The real App in a memory router for screen stories, with the API mocked by msw: the loader and
 * the render the shell's stories use, for the domain screens' stories.
 */
import type { Loader, StoryContext } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { toastQueue } from '@wasl/ui/Toast';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WaslProviderBase } from '@wasl/ui';
import { App } from '../../app/src/App';
import { i18n, ready } from '../../app/src/i18n';
import { headerAtom } from '../../app/src/state/header';
import { packagesAtom, profileAtom } from '../../app/src/state/account';
import { setLocale, themeAtom } from '../../app/src/state/preferences';
import { tokenAtom } from '../../app/src/state/token';
import { appStore } from '../../app/src/state/store';
import { clockAtom } from '../../app/src/state/clock';
import { readGlobals } from '../../.storybook/WithProviders';
import * as styles from './Shell.css';

const startMsw = mswLoader();

/**
 * Before the render: msw up, then the app's store and i18next set as the app would have them — the
 * session (`token`, or a visitor with null), fresh resources, the mode's language (its namespaces
 * fetched again through msw: the app's i18next started fetching them before msw was up) and theme,
 * and the clock: the story's `parameters.clock` (an ISO time) or the real one.
 */
export async function prepareApp(context: Parameters<Loader>[0], token: string | null) {
  await startMsw(context);
  await ready;
  await i18n.reloadResources();
  const { locale, theme } = readGlobals(context.globals);
  appStore.set(tokenAtom, token);
  const clock = (context.parameters as { clock?: string }).clock;
  appStore.set(clockAtom, clock ? new Date(clock) : null);
  appStore.set(headerAtom);
  appStore.set(profileAtom);
  appStore.set(packagesAtom);
  await setLocale(locale);
  appStore.set(themeAtom, theme);
  return {};
}

/** The domain screens' stories: signed in, a session of their own. */
export const prepareSignedInApp: Loader = (context) => prepareApp(context, `story-session-${context.id}`);

export function AppAt({ path, locale, theme }: { path: string; locale: 'en' | 'ar'; theme: 'light' | 'dark' }) {
  const { hook, searchHook } = memoryLocation({ path });
  return (
    <WaslProviderBase locale={locale} theme={theme} store={appStore} i18n={i18n}>
      <div className={styles.wholePage}>
        <Router hook={hook} searchHook={searchHook}>
          <App />
        </Router>
      </div>
    </WaslProviderBase>
  );
}

/**
 * Waits until the screen is there: its page heading, nothing marked busy (lists, cards, the
 * flow editor's chunk) and no skeleton. Toasts of the story before (one module-wide queue) must not show in this one.
 */
export async function screenReady({ canvasElement }: Pick<StoryContext, 'canvasElement'>) {
  toastQueue.clear();
  const page = within(canvasElement.ownerDocument.body);
  await expect(await page.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  // …and no placeholder bar left: a part may suspend after the heading without marking anything
  // busy, e.g. a message preview in the other language waiting for that language's catalogue.
  await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[data-skeleton]')).toBeNull(), { timeout: 10_000 });
}

/**
 * What every domain screen's stories share (spread it into the meta beside its `title`): the real
 * App at `path`, signed in, with `handlers` answering the API, and `screenReady` as the play.
 */
export interface ScreenStory {
  loaders: Loader[];
  parameters: { layout: 'fullscreen'; msw: RequestHandler[] };
  render: (args: unknown, context: Pick<StoryContext, 'globals'>) => ReactElement;
  play: typeof screenReady;
}

export function screenStory(path: string, handlers: RequestHandler[], loaders: Loader[] = []): ScreenStory {
  return {
    loaders: [prepareSignedInApp, ...loaders],
    parameters: { layout: 'fullscreen' as const, msw: handlers },
    render: (_args: unknown, { globals }: Pick<StoryContext, 'globals'>) => {
      const { locale, theme } = readGlobals(globals);
      return <AppAt path={path} locale={locale} theme={theme} />;
    },
    play: screenReady,
  };
}
