/**
 * The harness checks every answer of every route against the contract (harness.ts answerProblems):
 * here a deliberately wrong answer shape and a message outside the catalogue are caught.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MERCHANT_BASE, routes } from '@wasl/api';
import { answerProblems, ContractDrift, createTestApp, routeFor, type TestApp } from './harness.ts';
import { uncoveredRoutes } from './route-coverage.ts';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ token } = await app.merchant());
  // PGlite start + migrations + a password hash: seconds on a loaded machine (the default hook limit is 10 s).
}, 60_000);
afterAll(() => app.close());

describe('every answer is checked against the contract', () => {
  it('finds the route a request reaches, static paths before parameterised ones', () => {
    expect(routeFor(app.routes, 'GET', `${MERCHANT_BASE}/section/orders/template`)?.fullPath).toBe(
      `${MERCHANT_BASE}/section/orders/template`,
    );
    expect(routeFor(app.routes, 'GET', `${MERCHANT_BASE}/section/orders/12?x=1`)?.fullPath).toBe(`${MERCHANT_BASE}/section/orders/:id`);
    expect(routeFor(app.routes, 'POST', `${MERCHANT_BASE}/header`)).toBeUndefined();
  });

  it('passes a right answer and names what is wrong in a wrong one', async () => {
    const header = routeFor(app.routes, 'GET', routes.getHeader.path);
    const right = await app.get(routes.getHeader.path, { token });
    expect(answerProblems(header, 200, right.body)).toEqual([]);
    expect(answerProblems(header, 200, { success: true, data: { Level: 'two' } }).length).toBeGreaterThan(0);
    expect(answerProblems(header, 200, { success: true, message: 'Data updated successfully' })).toContainEqual(
      expect.stringContaining('is not a key'),
    );
    expect(answerProblems(header, 404, { success: false, message: 'contacts:notFound' })).toHaveLength(1);
    expect(answerProblems(header, 404, { success: false, message: 'errors:notFound' })).toEqual([]);
  });

  it('checks the envelopes: a success with extra keys or not JSON, an error without a message or marked a success', () => {
    const header = routeFor(app.routes, 'GET', routes.getHeader.path);
    const data = { Level: 2, Business_Name: 'Store', Email: 'a@b.co', Logo_Link: '' };
    expect(answerProblems(header, 200, { success: true, data })).toEqual([]);
    expect(answerProblems(header, 200, { success: true, data, token: 'x' })).toContainEqual(expect.stringContaining('answer'));
    expect(answerProblems(header, 200, { success: false, data })).toContainEqual(expect.stringContaining('answer.success'));
    expect(answerProblems(header, 200, undefined)).toEqual(['answer: not JSON']);
    expect(answerProblems(header, 400, { success: false })).toContainEqual(expect.stringContaining('answer.message'));
    expect(answerProblems(header, 402, { success: true, message: 'errors:notFound' })).toContainEqual(
      expect.stringContaining('answer.success'),
    );
    expect(answerProblems(undefined, 404, { error: 'Not Found' }).length).toBeGreaterThan(0);
    // A download's body is not JSON; its errors are still envelopes.
    const csv = routeFor(app.routes, 'GET', routes.exportTransactionsCsv.path);
    expect(answerProblems(csv, 200, undefined)).toEqual([]);
  });

  it('names the route-table entry in a drift, also for requests made straight on the app', async () => {
    const spy = vi.spyOn(app.deps.sessions, 'header').mockResolvedValue({ Level: 2 } as never);
    try {
      await expect(app.app.request(routes.getHeader.path, { headers: app.sessionHeaders(token) })).rejects.toThrow(
        /^getHeader \(GET \/merchant\/v1\.0\/header\) answered 200 off the contract: data\.Business_Name/,
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('lists the routes of the table no test answered 2xx, minus the explained exceptions', () => {
    expect(uncoveredRoutes(new Set(Object.keys(routes)), {})).toEqual([]);
    const all = new Set(Object.keys(routes));
    all.delete('getHeader');
    all.delete('logout');
    expect(uncoveredRoutes(all, {})).toEqual(
      ['logout', 'getHeader'].sort((a, b) => Object.keys(routes).indexOf(a) - Object.keys(routes).indexOf(b)),
    );
    expect(uncoveredRoutes(all, { logout: 'cannot be called in tests' })).toEqual(['getHeader']);
  });

  it('fails the test that receives a drifted answer from the real server', async () => {
    const real = await app.get(routes.getHeader.path, { token });
    expect(real.status).toBe(200);
    // The session cache answers GET /header: make it hand the handler a wrong shape.
    const spy = vi.spyOn(app.deps.sessions, 'header').mockResolvedValue({ Level: 'two' } as never);
    try {
      await expect(app.get(routes.getHeader.path, { token })).rejects.toThrow(ContractDrift);
      await expect(app.get(routes.getHeader.path, { token })).rejects.toThrow(/data\.Level/);
    } finally {
      spy.mockRestore();
    }
    expect((await app.get(routes.getHeader.path, { token })).status).toBe(200);
  });
});
