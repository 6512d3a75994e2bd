import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { useTranslation } from '@wasl/i18n';
import { readCookie, SESSION_COOKIE } from '@wasl/api/session';
import { WaslLocaleProvider } from '@wasl/ui';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '@wasl/i18n';
import type { ThemeName } from '@wasl/tokens';
import type { AppRoute } from '../routing/types';
import type { Params } from '../routing/match';
import { PageSkeleton } from '../shell/PageSkeleton';
import { PublicChrome, TogglesPlaceholder } from '../shell/PublicChrome';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { Toasts } from '../shell/Toasts';
import { siteChrome } from './chrome';
import type { SiteTogglesProps } from './SiteToggles';

// Tooltips and positioning code: after the first paint, as in the app.
const SiteToggles = lazy(async () => ({ default: (await import('./SiteToggles')).SiteToggles }));

const noSubscription = () => () => undefined;
/** false while hydrating (React uses the server snapshot), true right after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
/** A session cookie is there (the server already sent a live one on / to /dashboard). */
const useSignedIn = () =>
  useSyncExternalStore(
    noSubscription,
    () => Boolean(readCookie(SESSION_COOKIE)),
    () => false,
  );

/** The toggles once hydrated; the update stays inside this component, never above the page's screen. */
function Toggles({ onLocaleChange, onThemeChange, locale, theme }: Partial<SiteTogglesProps>) {
  return useHydrated() && onLocaleChange && onThemeChange && locale && theme ? (
    <SiteToggles locale={locale} theme={theme} onLocaleChange={onLocaleChange} onThemeChange={onThemeChange} />
  ) : (
    <TogglesPlaceholder />
  );
}

/** The route's own namespaces (the chrome's are inlined with the page, like every string it read). */
/**
 * Marks <html data-hydrated> once the page's screen has hydrated: before that the pre-rendered form
 * looks ready but a press or an Enter would be the browser's (a native submit), so tests and
 * monitoring wait for it.
 */
function Hydrated() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

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
 * client render is the server's, and in leaf components: an update above the page's screen before its
 * lazy chunk has hydrated would make React drop the server's HTML and render it again.
 */
export function SiteApp({ route, params, path, i18n, locale, theme, onLocaleChange, onThemeChange }: SiteAppProps) {
  const toggles = <Toggles locale={locale} theme={theme} onLocaleChange={onLocaleChange} onThemeChange={onThemeChange} />;
  return (
    <WaslLocaleProvider locale={locale} theme={theme} i18n={i18n}>
      <Router ssrPath={path}>
        <Toasts />
        <PublicChrome location={path} useSignedIn={useSignedIn} toggles={toggles} components={siteChrome}>
          <RouteErrorBoundary>
            <Suspense fallback={<PageSkeleton kind={route.skeleton} />}>
              <ScreenView route={route} params={params} />
              <Hydrated />
            </Suspense>
          </RouteErrorBoundary>
        </PublicChrome>
      </Router>
    </WaslLocaleProvider>
  );
}
