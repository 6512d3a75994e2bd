/**
 * The harness checks every answer of every route against the contract (harness.ts answerProblems):
 * here a deliberately wrong answer shape and a message outside the catalogue are caught.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MERCHANT_BASE, routes } from '@wasl/api';
import { answerProblems, ContractDrift, createTestApp, routeFor, type TestApp } from './harness.ts';

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
