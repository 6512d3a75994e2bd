/**
 * The real App in a memory router for screen stories, with the API mocked by msw: the loader and
 * the render the shell's stories use, for the domain screens' stories.
 */
import type { Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WaslProviderBase } from '@wasl/ui';
import { App } from '../../app/src/App';
import { i18n, ready } from '../../app/src/i18n';
import { headerAtom } from '../../app/src/state/header';
import { packagesAtom, profileAtom } from '../../app/src/state/account';
import { setLocale, themeAtom } from '../../app/src/state/preferences';
import { tokenAtom } from '../../app/src/state/session';
import { appStore } from '../../app/src/state/store';
import { readGlobals } from '../../.storybook/WithProviders';
import * as styles from './Shell.css';

const startMsw = mswLoader();

/** Before the render: msw up, a signed-in session, fresh resources, the mode's language and theme. */
export const prepareSignedInApp: Loader = async (context) => {
  await startMsw(context);
  await ready;
  await i18n.reloadResources();
  const { locale, theme } = readGlobals(context.globals);
  appStore.set(tokenAtom, `story-session-${context.id}`);
  appStore.set(headerAtom);
  appStore.set(profileAtom);
  appStore.set(packagesAtom);
  await setLocale(locale);
  appStore.set(themeAtom, theme);
  return {};
};

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
