import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { reportPageView } from './pageView';
import { namespacesFor, notFoundRoute, routeTable, type AppRoute } from './routes';
import { decide, type GuardDecision } from './routing/guard';
import { findRoute, type Params } from './routing/match';
import { titleRule, translateTitle } from './routing/title';
import { PageSkeleton } from './shell/PageSkeleton';
import { PublicLayout } from './shell/PublicLayout';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';
import { Toasts } from './shell/Toasts';
import { endSession } from './state/session';
import { tokenAtom } from './state/token';

// Public pages never download the dashboard's chrome (sidebar, menus, dialogs).
const dashboardLayout = () => import('./shell/DashboardLayout');
const DashboardLayout = lazy(async () => ({ default: (await dashboardLayout()).DashboardLayout }));
const PrivateGate = lazy(async () => ({ default: (await dashboardLayout()).PrivateGate }));

/**
 * main.tsx, before the first render of a signed-in route: the layout's chunk downloads beside the
 * screen's and the strings instead of after them (one round trip less before /dashboard paints).
 */
export function preloadLayout(route: AppRoute): void {
  if (route.layout !== 'public') void dashboardLayout().catch(() => undefined);
}

/** Renders the route's screen once its namespaces are loaded (react-i18next suspends until then). */
function ScreenView({ route, params }: { route: AppRoute; params: Params }) {
  useTranslation(namespacesFor(route));
  const Screen = route.screen;
  return <Screen route={route} params={params} />;
}

function Layout({ route, title, children }: { route: AppRoute; title: string; children: ReactNode }) {
  if (route.layout === 'public') return <PublicLayout>{children}</PublicLayout>;
  return (
    <Suspense fallback={<PageSkeleton kind={route.skeleton} />}>
      <DashboardLayout title={title} hideNavigation={route.layout === 'focus'}>
        {children}
      </DashboardLayout>
    </Suspense>
  );
}

/** Clears the session on arrival (SPEC §2), then renders. */
function LogoutGate({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  const signedIn = Boolean(useAtomValue(tokenAtom));
  useEffect(() => {
    if (signedIn) void endSession();
  }, [signedIn]);
  return signedIn ? skeleton : children;
}

function usePageTitle(location: string, params: Params): string {
  const { i18n } = useTranslation('shell');
  const t = useKeyTranslator('shell');
  const title = translateTitle(titleRule(location, params), t, i18n);
  useEffect(() => {
    document.title = title;
  }, [title]);
  // One page view per route change (not per language switch).
  const search = useSearch();
  useEffect(() => {
    reportPageView(`${location}${search ? `?${search}` : ''}`, document.title);
  }, [location, search]);
  return title;
}

export function App() {
  const [location] = useLocation();
  const search = useSearch();
  const token = useAtomValue(tokenAtom);
  const { route, params } = findRoute(routeTable, location) ?? { route: notFoundRoute, params: {} };
  const title = usePageTitle(location, params);
  const requested = `${location}${search ? `?${search}` : ''}`;
  const skeleton = <PageSkeleton kind={route.skeleton} />;

  const screen = (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={skeleton}>
        <ScreenView route={route} params={params} />
      </Suspense>
    </RouteErrorBoundary>
  );

  const carryOut = (decision: GuardDecision): ReactNode => {
    switch (decision.action) {
      case 'redirect':
        return <Redirect to={decision.to} replace />;
      case 'wait':
        return skeleton;
      case 'logout':
      case 'render':
        return screen;
    }
  };

  let body: ReactNode;
  if (route.guard === 'logout') body = <LogoutGate skeleton={skeleton}>{screen}</LogoutGate>;
  else if ((route.guard === 'private' || route.guard === 'onboarding') && token)
    body = (
      <Suspense fallback={skeleton}>
        <PrivateGate route={route} requested={requested}>
          {carryOut}
        </PrivateGate>
      </Suspense>
    );
  else {
    const decision = decide(route, { signedIn: Boolean(token) }, requested);
    // A visitor who is sent elsewhere never sees this route's layout.
    if (decision.action === 'redirect') return <Redirect to={decision.to} replace />;
    body = carryOut(decision);
  }

  return (
    <RouterProvider navigate={(href) => navigate(href)}>
      <Toasts />
      {/* A layout that fails (its chunk cannot be fetched offline) still shows a translated retry. */}
      <RouteErrorBoundary key={route.layout}>
        <Layout route={route} title={title}>
          {body}
        </Layout>
      </RouteErrorBoundary>
    </RouterProvider>
  );
}
