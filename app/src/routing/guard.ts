/**
 * What the router does with a route before rendering it, as a pure function of the session
 * (SPEC §2, §4). The app's <Guard> only carries out the decision.
 */
export type GuardKind = 'public' | 'logout' | 'private' | 'onboarding';

/** Who is signed in (GET /header `Role`, absent = the merchant). */
export type SessionRole = 'merchant' | 'agent';

export interface SessionView {
  signedIn: boolean;
  /** The onboarding Level from GET /header; undefined while it loads. */
  level?: number;
  /** The merchant (default) or one of their agents (issue 19). */
  role?: SessionRole;
}

/** Where a signed-in agent lands, and goes when a route is not theirs: the inbox. */
export const AGENT_HOME = '/inspect';

export type GuardDecision =
  | { action: 'render' }
  /** Clear the session first (SPEC §2: /reset_password, /new_account, /privacy, /sandbox). */
  | { action: 'logout' }
  /** The Level is still loading. */
  | { action: 'wait' }
  | { action: 'redirect'; to: string };

export interface GuardedRoute {
  guard: GuardKind;
  /** `/`: a signed-in visitor goes to /dashboard (SPEC §2). */
  signedInTo?: string;
  /** For onboarding routes: the Level this step raises the merchant from (0 or 1). */
  step?: 0 | 1;
  /**
   * Private routes: who may open it, like the server's route table (default: the merchant only). A
   * signed-in agent elsewhere goes to the inbox; a merchant on an agents-only route, to /dashboard.
   */
  roles?: readonly SessionRole[];
}

/** Where a merchant at `level` belongs: Level < 1 → /complete-profile, < 2 → /select-package (SPEC §4). */
export function onboardingTarget(level: number): string | null {
  if (level < 1) return '/complete-profile';
  if (level < 2) return '/select-package';
  return null;
}

export function loginPath(requested: string): string {
  return `/auth?next=${encodeURIComponent(requested)}`;
}

/** `requested` is the path with its query, used to come back after login. */
export function decide(route: GuardedRoute, session: SessionView, requested: string): GuardDecision {
  switch (route.guard) {
    case 'public':
      return session.signedIn && route.signedInTo ? { action: 'redirect', to: route.signedInTo } : { action: 'render' };
    case 'logout':
      return session.signedIn ? { action: 'logout' } : { action: 'render' };
    case 'private':
    case 'onboarding': {
      if (!session.signedIn) return { action: 'redirect', to: loginPath(requested) };
      if (session.level === undefined) return { action: 'wait' };
      const role = session.role ?? 'merchant';
      const roles = route.roles ?? ['merchant'];
      // Agents never see onboarding (their store's Level is not theirs to raise) nor merchant screens.
      if (role === 'agent')
        return route.guard === 'private' && roles.includes('agent') ? { action: 'render' } : { action: 'redirect', to: AGENT_HOME };
      if (!roles.includes('merchant')) return { action: 'redirect', to: '/dashboard' };
      const target = onboardingTarget(session.level);
      if (route.guard === 'private') return target ? { action: 'redirect', to: target } : { action: 'render' };
      // An onboarding step: only the step the merchant is at; done steps move on.
      if (target === null) return { action: 'redirect', to: '/dashboard' };
      return session.level === route.step ? { action: 'render' } : { action: 'redirect', to: target };
    }
  }
}
