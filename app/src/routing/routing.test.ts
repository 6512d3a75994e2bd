import { describe, expect, it } from 'vitest';
import { namespacesFor, notFoundRoute, routeTable } from '../routes';
import { decide, loginPath, onboardingTarget } from './guard';
import { campaignStep, findRoute, matchPath, safeNext } from './match';
import { samplePath } from './samplePath';
import { humanise, titleRule, translateTitle } from './title';

const resolve = (path: string) => findRoute(routeTable, path) ?? { route: notFoundRoute, params: {} };

describe('route table', () => {
  it('has every route of SPEC §2 with the right guard', () => {
    const guards: Record<string, string> = {
      '/': 'public',
      '/pricing': 'public',
      '/faq': 'public',
      '/forgot_password': 'public',
      '/auth': 'public',
      '/demo': 'public',
      '/about-us': 'public',
      '/docs': 'public',
      '/docs/integrations': 'public',
      '/docs/integrations/create-order': 'public',
      '/docs/integrations/update-order': 'public',
      '/docs/integrations/abandoned-cart': 'public',
      '/docs/webhooks': 'public',
      '/docs/webhooks/salla': 'public',
      '/docs/webhooks/woo-commerce': 'public',
      '/docs/webhooks/shopify': 'public',
      '/docs/webhooks/wix': 'public',
      '/reset_password': 'logout',
      '/new_account': 'logout',
      '/privacy': 'logout',
      '/sandbox': 'logout',
      '/complete-profile': 'onboarding',
      '/select-package': 'onboarding',
    };
    const privatePaths = [
      '/contacts',
      '/subscription',
      '/profile',
      '/api_integration',
      '/api_integration/customise_order',
      '/dashboard',
      '/agents',
      '/agents/settings',
      '/audit',
      '/agents/sara@store.sa',
      '/agents/sara@store.sa/analytics',
      '/campaign',
      '/campaign/new',
      '/campaign/42',
      '/campaign/trash',
      '/health',
      '/support',
      '/support/17',
      '/inspect',
      '/inspect/966500000000',
      '/inspect/a/b/c',
      '/orders',
      '/orders/template',
      '/orders/analytics',
      '/orders/analytics/form',
      '/chatbot',
      '/failed',
      '/change_password',
      '/salla/callback',
      '/salla/unsubscribe',
      '/zid/callback',
      '/test',
    ];
    for (const [path, guard] of Object.entries(guards)) expect(resolve(path).route.guard, path).toBe(guard);
    for (const path of privatePaths) expect(resolve(path).route.guard, path).toBe('private');
  });

  it('matches the specific route before the parameter', () => {
    expect(resolve('/campaign/new').route.id).toBe('campaignNew');
    expect(resolve('/campaign/trash').route.id).toBe('campaignTrash');
    expect(resolve('/campaign/42').params).toEqual({ id: '42' });
    expect(resolve('/agents/settings').route.id).toBe('agentsSettings');
    expect(resolve('/agents/sara%40store.sa').params).toEqual({ agentEmail: 'sara@store.sa' });
    expect(resolve('/inspect/a/b').params).toEqual({ id: 'a/b' });
    expect(resolve('/support/17/').params).toEqual({ ticketId: '17' });
  });

  it('sends unknown paths to the not-found route', () => {
    expect(resolve('/nope').route).toBe(notFoundRoute);
    expect(resolve('/docs/unknown').route).toBe(notFoundRoute);
    expect(resolve('/dashboardx').route).toBe(notFoundRoute);
  });

  it('hides the sidebar on onboarding and the three store callbacks only', () => {
    const focus = routeTable.filter((route) => route.layout === 'focus').map((route) => route.path);
    expect(focus.sort()).toEqual(['/complete-profile', '/salla/callback', '/salla/unsubscribe', '/select-package', '/zid/callback']);
  });

  it('loads only the namespaces a route needs', () => {
    expect(namespacesFor(resolve('/auth').route)).toContain('auth');
    expect(namespacesFor(resolve('/auth').route)).not.toContain('navigation');
    expect(namespacesFor(resolve('/').route)).not.toContain('account');
    expect(namespacesFor(resolve('/dashboard').route)).toContain('navigation');
  });

  it('matchPath rejects partial matches', () => {
    expect(matchPath('/orders', '/orders/x')).toBeNull();
    expect(matchPath('/agents/:agentEmail/*', '/agents')).toBeNull();
  });
});

describe('page titles (SPEC §2)', () => {
  const t = (key: string) => (key === 'common:product.name' ? 'Wasl' : key);
  // An i18next with no segment titles: `translateData` finds none and the humanised segment stays.
  const none = { exists: () => false, t: (key: string) => key };
  const title = (path: string) => translateTitle(titleRule(path, resolve(path).params), t, none);

  it('names agentEmail, id and ticketId routes', () => {
    expect(titleRule('/agents/sara@store.sa', { agentEmail: 'sara@store.sa' })).toEqual({ kind: 'agentProfile' });
    expect(titleRule('/inspect/966', { id: '966' })).toEqual({ kind: 'inspect' });
    expect(titleRule('/support/17', { ticketId: '17' })).toEqual({ kind: 'ticket' });
    expect(title('/agents/sara@store.sa')).toBe('shell:titles.agentProfile');
    expect(title('/campaign/42')).toBe('shell:titles.inspect');
    expect(title('/support/17')).toBe('shell:titles.ticket');
  });

  it('humanises the last segment otherwise, and defaults to the product name', () => {
    expect(humanise('about-us')).toBe('About us');
    expect(humanise('change_password')).toBe('Change password');
    expect(titleRule('/docs/webhooks/woo-commerce')).toEqual({ kind: 'segment', segment: 'woo-commerce', text: 'Woo commerce' });
    expect(title('/')).toBe('Wasl');
    expect(title('/unknown-page')).toBe('Unknown page');
  });

  it('translates known segments', () => {
    const strings: Record<string, string> = { 'shell:titles.segments.dashboard': 'لوحة التحكم' };
    const arabic = { exists: (key: string) => key in strings, t: (key: string) => strings[key] ?? key };
    expect(translateTitle(titleRule('/dashboard'), arabic.t, arabic)).toBe('لوحة التحكم');
    expect(translateTitle(titleRule('/<script>'), arabic.t, arabic)).toBe('<script>');
    expect(translateTitle(titleRule('/unknown-page'), arabic.t, arabic)).toBe('Unknown page');
  });
});

describe('guards (SPEC §2, §4)', () => {
  const route = (path: string) => resolve(path).route;

  it('sends a signed-in visitor from / to /dashboard and keeps other public pages', () => {
    expect(decide(route('/'), { signedIn: true }, '/')).toEqual({ action: 'redirect', to: '/dashboard' });
    expect(decide(route('/'), { signedIn: false }, '/')).toEqual({ action: 'render' });
    expect(decide(route('/pricing'), { signedIn: true }, '/pricing')).toEqual({ action: 'render' });
  });

  it('logs out on arrival only when signed in', () => {
    expect(decide(route('/new_account'), { signedIn: true }, '/new_account')).toEqual({ action: 'logout' });
    expect(decide(route('/privacy'), { signedIn: false }, '/privacy')).toEqual({ action: 'render' });
  });

  it('sends a visitor without a session to /auth with the way back', () => {
    expect(decide(route('/campaign/42'), { signedIn: false }, '/campaign/42?step=2')).toEqual({
      action: 'redirect',
      to: '/auth?next=%2Fcampaign%2F42%3Fstep%3D2',
    });
    expect(loginPath('/orders')).toBe('/auth?next=%2Forders');
  });

  it('waits for the Level, then enforces onboarding', () => {
    expect(decide(route('/orders'), { signedIn: true }, '/orders')).toEqual({ action: 'wait' });
    expect(decide(route('/orders'), { signedIn: true, level: 0 }, '/orders')).toEqual({ action: 'redirect', to: '/complete-profile' });
    expect(decide(route('/orders'), { signedIn: true, level: 1 }, '/orders')).toEqual({ action: 'redirect', to: '/select-package' });
    expect(decide(route('/orders'), { signedIn: true, level: 2 }, '/orders')).toEqual({ action: 'render' });
    expect(decide(route('/complete-profile'), { signedIn: true, level: 0 }, '/complete-profile')).toEqual({ action: 'render' });
    expect(decide(route('/select-package'), { signedIn: true, level: 0 }, '/select-package')).toEqual({
      action: 'redirect',
      to: '/complete-profile',
    });
    expect(decide(route('/complete-profile'), { signedIn: true, level: 1 }, '/complete-profile')).toEqual({
      action: 'redirect',
      to: '/select-package',
    });
    expect(decide(route('/select-package'), { signedIn: true, level: 1 }, '/select-package')).toEqual({ action: 'render' });
    expect(decide(route('/select-package'), { signedIn: true, level: 2 }, '/select-package')).toEqual({
      action: 'redirect',
      to: '/dashboard',
    });
    expect(onboardingTarget(2)).toBeNull();
  });
});

describe('safeNext and campaignStep', () => {
  it('follows only same-site paths', () => {
    expect(safeNext('/orders?page=2')).toBe('/orders?page=2');
    expect(safeNext(null)).toBe('/dashboard');
    expect(safeNext('https://evil.example')).toBe('/dashboard');
    expect(safeNext('//evil.example')).toBe('/dashboard');
    expect(safeNext('/\\evil.example')).toBe('/dashboard');
    expect(safeNext('/auth?next=/x')).toBe('/dashboard');
  });

  it('reads step 1–3, default 1', () => {
    expect(campaignStep('')).toBe(1);
    expect(campaignStep('?step=2')).toBe(2);
    expect(campaignStep('step=3')).toBe(3);
    expect(campaignStep('?step=4')).toBe(1);
    expect(campaignStep('?step=abc')).toBe(1);
  });
});

describe('guards for a signed-in agent (issue 19, ADR 006)', () => {
  const route = (path: string) => resolve(path).route;
  const agent = { signedIn: true, level: 2, role: 'agent' } as const;
  it('opens the inbox, their profile, the quick messages and change password', () => {
    for (const path of ['/inspect', '/inspect/966501234567', '/agent/profile', '/agent/quick-messages', '/change_password'])
      expect(decide(route(path), agent, path), path).toEqual({ action: 'render' });
  });
  it('sends every merchant screen and onboarding to the inbox (never to onboarding)', () => {
    for (const path of ['/dashboard', '/orders', '/agents', '/campaign', '/profile', '/chatbot', '/support', '/health', '/audit'])
      expect(decide(route(path), agent, path), path).toEqual({ action: 'redirect', to: '/inspect' });
    // Even if their store's Level were below 2, an agent is not the one to onboard.
    expect(decide(route('/dashboard'), { ...agent, level: 0 }, '/dashboard')).toEqual({ action: 'redirect', to: '/inspect' });
    expect(decide(route('/complete-profile'), { ...agent, level: 0 }, '/complete-profile')).toEqual({ action: 'redirect', to: '/inspect' });
  });
  it("an agent's own pages send a merchant to the dashboard; the invitation page signs out whoever arrives", () => {
    expect(decide(route('/agent/profile'), { signedIn: true, level: 2 }, '/agent/profile')).toEqual({
      action: 'redirect',
      to: '/dashboard',
    });
    expect(decide(route('/inspect'), { signedIn: true, level: 2 }, '/inspect')).toEqual({ action: 'render' });
    expect(decide(route('/invitation'), agent, '/invitation?token=x')).toEqual({ action: 'logout' });
  });
});

describe('samplePath', () => {
  it('gives every route an address the route table sends to that route (npm run perf, the download budgets)', () => {
    for (const route of routeTable) expect(findRoute(routeTable, samplePath(route.path))?.route, route.path).toBe(route);
  });
});
