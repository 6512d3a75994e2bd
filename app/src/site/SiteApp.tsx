import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { useTranslation } from '@wasl/i18n';
import { readCookie, SESSION_COOKIE } from '@wasl/api/session';
import { WaslProviderBase } from '@wasl/ui';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '@wasl/i18n';
import type { ThemeName } from '@wasl/tokens';
import type { AppRoute } from '../routing/types';
import type { Params } from '../routing/match';
import { PageSkeleton } from '../shell/PageSkeleton';
import { PublicChrome, TogglesPlaceholder } from '../shell/PublicChrome';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { Toasts } from '../shell/Toasts';

// Tooltips and positioning code: after the first paint, as in the app.
const SiteToggles = lazy(async () => ({ default: (await import('./SiteToggles')).SiteToggles }));

const noSubscription = () => () => undefined;

/** The route's own namespaces (the chrome's are inlined with the page, like every string it read). */
function ScreenView({ route, params }: { route: AppRoute; params: Params }) {
  useTranslation([...route.ns]);
  const Screen = route.screen;
  return <Screen route={route} params={params} />;
}

export interface SiteAppProps {
  route: AppRoute;
  params: Params;
  /** The pathname (wouter's `ssrPath` on the server). */
  path: string;
  i18n: I18n;
  locale: Locale;
  /** The stored theme in the browser; 'light' on the server (the theme is an attribute of <html> only). */
  theme: ThemeName;
  /** The language switch (client only): loads the other language's strings, then swaps. */
  onLocaleChange?: (locale: Locale) => Promise<void>;
  onThemeChange?: (theme: ThemeName) => void;
}

/**
 * A pre-rendered public or docs page: the same layout and screen as the app renders, without the
 * session, the API client or the dashboard. Links are ordinary navigations to other pre-rendered
 * pages. What depends on the browser (signed-in navbar, toggles) renders after hydration, so the first
 * client render is the server's.
 */
export function SiteApp({ route, params, path, i18n, locale, theme, onLocaleChange, onThemeChange }: SiteAppProps) {
  // The server's values while hydrating (React uses the server snapshot), the browser's right after.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => Boolean(readCookie(SESSION_COOKIE)),
    () => false,
  );
  const toggles =
    mounted && onLocaleChange && onThemeChange ? (
      <SiteToggles locale={locale} theme={theme} onLocaleChange={onLocaleChange} onThemeChange={onThemeChange} />
    ) : (
      <TogglesPlaceholder />
    );
  return (
    <WaslProviderBase locale={locale} theme={theme} i18n={i18n}>
      <Router ssrPath={path}>
        <Toasts />
        <PublicChrome location={path} signedIn={signedIn} toggles={toggles}>
          <RouteErrorBoundary>
            <Suspense fallback={<PageSkeleton kind={route.skeleton} />}>
              <ScreenView route={route} params={params} />
            </Suspense>
          </RouteErrorBoundary>
        </PublicChrome>
      </Router>
    </WaslProviderBase>
  );
}
