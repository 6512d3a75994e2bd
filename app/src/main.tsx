import '@wasl/tokens/fonts';
import '@wasl/tokens';
import { useAtomValue } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadLayout } from './App';
// In the app's entry (not the site's, which never renders a signed-in screen): the screens' loaders,
// so a signed-in first load asks for its screen's chunk at once, not one round trip later (+1.2 KB
// on /auth; docs/performance.md).
import './privateScreens';
import { i18n, ready } from './i18n';
import { namespacesFor, notFoundRoute, routeTable } from './routes';
import { findRoute } from './routing/match';
import { WaslProviderBase } from '@wasl/ui';
import { localeAtom, themeAtom } from './state/preferences';
import { headerAtom } from './state/header';
import { appStore } from './state/store';
import { tokenAtom } from './state/token';

function Root() {
  const locale = useAtomValue(localeAtom, { store: appStore });
  const theme = useAtomValue(themeAtom, { store: appStore });
  return (
    <WaslProviderBase locale={locale} theme={theme} store={appStore} i18n={i18n}>
      <App />
    </WaslProviderBase>
  );
}

const container = document.getElementById('root');
// The first route's strings arrive before the first render, so no raw key ever paints. A failed
// fetch still renders: the backend falls back per file and the error boundary offers a retry.
if (container) {
  const firstRoute = findRoute(routeTable, location.pathname)?.route ?? notFoundRoute;
  // The screen's chunk downloads beside its strings instead of after them (one round trip less
  // before the first paint).
  firstRoute.screen.preload();
  preloadLayout(firstRoute);
  // A signed-in arrival starts its calls now, beside the chunks: the layout's GET /header (the
  // guard's Level) and the screen's first data, which otherwise waited for the layout, the header
  // and the screen in turn. The atoms keep the answers for the components that read them.
  // A failed prefetch (a merchant still in onboarding gets 409 for the screen's data) is dropped, so
  // the screen asks again when it is really shown.
  if ((firstRoute.guard === 'private' || firstRoute.guard === 'onboarding') && appStore.get(tokenAtom)) {
    void appStore.get(headerAtom).catch(() => undefined);
    void firstRoute
      .prefetch?.(location.search)
      .then((atoms) => atoms.forEach((atom) => void appStore.get(atom).catch(() => appStore.set(atom))))
      .catch(() => undefined);
  }
  // The first render in a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole layout and screen (long tasks delay input; Lighthouse's TBT).
  void Promise.allSettled([ready, i18n.loadNamespaces(namespacesFor(firstRoute))]).finally(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <Root />
        </StrictMode>,
      ),
    );
  });
}
