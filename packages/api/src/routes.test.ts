import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath, MERCHANT_BASE, pathParams, toColonPath } from './paths';
import { minLevelOf, routeList, routes } from './routes';
import { NoData, routeGroup } from './routes/define';

/** Every (method, path) of docs/api-routes.md, with "a, /b" alternatives expanded. */
function documentedRoutes(): string[] {
  const doc = readFileSync(new URL('../../../docs/api-routes.md', import.meta.url), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| (GET|POST) \|/.test(line));
  return rows.flatMap((row) => {
    const [, method = '', rawPath = ''] = row.split('|').map((cell) => cell.trim());
    const [first = '', ...alternatives] = rawPath.split(',').map((part) => part.trim());
    // "/a/b/c, /d" replaces the last segment; "/a/b/c, /d/e" the last two.
    const segments = first.split('/');
    const paths = [first, ...alternatives.map((alt) => segments.slice(0, segments.length - (alt.split('/').length - 1)).join('/') + alt)];
    return paths.map((path) => {
      const full = path.startsWith('/public') || path.startsWith('/integration') ? path : MERCHANT_BASE + path;
      return `${method} ${full}`;
    });
  });
}

describe('route table', () => {
  it('has exactly the routes of docs/api-routes.md', () => {
    const documented = documentedRoutes().sort();
    const table = routeList.map((route) => `${route.method} ${route.path}`).sort();
    expect(documented.length).toBeGreaterThan(60);
    expect(table).toEqual(documented);
  });

  it('declares a params schema with exactly the names in each path template', () => {
    for (const route of routeList) {
      const names = pathParams(route.path);
      const declared = route.params ? Object.keys(route.params.shape) : [];
      expect(declared.sort(), route.name).toEqual(names.sort());
    }
  });

  it('gives every body a transport and every POST form body flat string-able fields', () => {
    for (const route of routeList) {
      expect(Boolean(route.body), route.name).toBe(Boolean(route.bodyKind));
      if (route.method === 'GET') expect(route.body, route.name).toBeUndefined();
    }
    const formRoutes = routeList.filter((route) => route.bodyKind === 'form').map((route) => route.name);
    expect(formRoutes.sort()).toEqual(['addAgent', 'addAgentToSection', 'deleteAgent', 'raiseTicket', 'removeAgentFromSection']);
  });

  it('marks integration routes apiKey and only login/signup/reset, invitations, files and public calls as public', () => {
    for (const route of routeList) {
      if (route.path.startsWith('/integration')) expect(route.auth, route.name).toBe('apiKey');
      else if (route.path.startsWith('/public')) expect(route.auth, route.name).toBe('public');
    }
    const publicMerchant = routeList.filter((route) => route.path.startsWith(MERCHANT_BASE) && route.auth === 'public').map((r) => r.name);
    // conversationEvents: opened with a short-lived ticket (EventSource cannot send Authorization).
    expect(publicMerchant.sort()).toEqual([
      'acceptInvitation',
      'agentForgotPassword',
      'conversationEvents',
      'forgotPassword',
      'getInvitation',
      'getOpenApi',
      'getUpload',
      'login',
      'resetPassword',
      'signup',
    ]);
  });

  it('opens only the onboarding calls below Level 2 (SPEC §4), and only session calls carry a Level', () => {
    for (const route of routeList) if (route.auth !== 'session') expect(route.minLevel, route.name).toBeUndefined();
    const below = (level: number) =>
      routeList
        .filter((route) => route.auth === 'session' && minLevelOf(route) <= level)
        .map((route) => route.name)
        .sort();
    expect(below(0)).toEqual(['changePassword', 'completeProfile', 'getHeader', 'logout', 'uploadLogo']);
    expect(below(1)).toEqual(['changePassword', 'completeProfile', 'getHeader', 'listPackages', 'logout', 'selectPackage', 'uploadLogo']);
    expect(minLevelOf(routes.listOrders)).toBe(2);
  });

  it('applies the route defaults in routeGroup, and what a route states wins', () => {
    const route = routeGroup({ tag: 'demo', source: 'ours' });
    const bare = route({ method: 'GET', path: '/x', summary: 's', response: NoData });
    expect(bare).toMatchObject({ auth: 'session', responseKind: 'json', tag: 'demo', source: 'ours' });
    expect('bodyKind' in bare).toBe(false);
    const stated = route({ method: 'POST', path: '/x', summary: 's', auth: 'public', tag: 'other', body: z.object({}), response: NoData });
    expect(stated).toMatchObject({ auth: 'public', tag: 'other', bodyKind: 'json' });
    expect(route({ method: 'POST', path: '/x', summary: 's', body: z.object({}), bodyKind: 'form', response: NoData }).bodyKind).toBe(
      'form',
    );
  });

  it('rejects unknown and hostile keys in request bodies', () => {
    const hostile = JSON.parse('{"email":"a@b.co","password":"x","__proto__":{"admin":true}}') as unknown;
    expect(routes.login.body.safeParse(hostile).success).toBe(false);
    expect(routes.login.body.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(routes.createSection.body.safeParse({ name: 'Sales', color: '#123456', start: '09:00', end: '17:00', admin: 1 }).success).toBe(
      false,
    );
  });

  it('caps page numbers to 1..10,000 and coerces them from the query string', () => {
    const query = routes.listOrders.query;
    expect(query.parse({}).page).toBe(1);
    expect(query.parse({ page: '7' }).page).toBe(7);
    for (const page of ['0', '-1', '10001', '1e30', 'abc', '2.5']) expect(query.safeParse({ page }).success, page).toBe(false);
    expect(query.parse({ page: '10000', month: '2026-11', search: '  9665  ' })).toEqual({ page: 10000, month: '2026-11', search: '9665' });
    expect(query.safeParse({ month: '2026-13' }).success).toBe(false);
  });

  it('turns path templates into Hono paths and fills them safely', () => {
    expect(toColonPath(routes.toggleTicketStatus.path)).toBe('/merchant/v1.0/section/support/tickets/status/:ticket_id');
    expect(fillPath(routes.getOrder.path, { id: 42 })).toBe('/merchant/v1.0/section/orders/42');
    expect(fillPath(routes.integrationUpdateOrderStatus.path, { Order_ID: 'A/1?x' })).toBe('/integration/v1.0/orders/A%2F1%3Fx/status');
    expect(() => fillPath(routes.getOrder.path, {})).toThrow(/id/);
  });

  it('has response schemas that can be turned into JSON Schema for the OpenAPI document', () => {
    for (const route of routeList.filter((r) => r.responseKind === 'json')) {
      expect(() => z.toJSONSchema(route.response, { io: 'output', unrepresentable: 'any' }), route.name).not.toThrow();
    }
  });
});
