// @vitest-environment jsdom
// (token.ts reads the cookie and app/src/i18n.ts <html lang> at import)
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wasl/api/session';
import { messageKeyFor } from '@wasl/api/errors';

const client = { getProfile: vi.fn(), getHeader: vi.fn(), getOrder: vi.fn(), configureProfile: vi.fn() };
vi.mock('./api', () => ({ api: async () => client }));

const { resource, resourceFamily } = await import('./resource');
const { mutation } = await import('./mutation');
const { reportFailure } = await import('./failure');
const { param } = await import('./urlQuery');
const { tokenAtom } = await import('./token');
const { planGateAtom } = await import('./planGate');
const { appStore } = await import('./store');
const { translate } = await import('@wasl/i18n/catalogue');

const signedInStore = () => {
  const store = createStore();
  store.set(tokenAtom, 'merchant-token');
  return store;
};
/** Whether a promise settles within 50 ms (a signed-out resource never does). */
const settles = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

beforeEach(() => {
  for (const fn of Object.values(client)) fn.mockReset();
  client.getProfile.mockResolvedValue({ name: 'Nakheel' });
  client.getHeader.mockResolvedValue({ Level: 2 });
  client.getOrder.mockImplementation(async ({ params }: { params: { id: number } }) => ({ id: params.id }));
});

describe('resource: the session guard is built in', () => {
  it('fetches nothing without a session and never settles; a session fetches; a new one refetches', async () => {
    const profile = resource((c) => c.getProfile());
    const store = createStore();
    expect(await settles(store.get(profile))).toBe(false);
    expect(client.getProfile).not.toHaveBeenCalled();
    store.set(tokenAtom, 'a');
    expect(await store.get(profile)).toEqual({ name: 'Nakheel' });
    store.set(tokenAtom, 'b');
    await store.get(profile);
    expect(client.getProfile).toHaveBeenCalledTimes(2);
  });

  it('answers `whenSignedOut` without a session (the header: null), without a call', async () => {
    const header = resource((c) => c.getHeader(), { whenSignedOut: null });
    expect(await createStore().get(header)).toBeNull();
    expect(client.getHeader).not.toHaveBeenCalled();
  });
});

describe('resourceFamily: one resource per key, bounded', () => {
  it('gives the same atom for the same key and forgets the oldest past the limit', () => {
    const order = resourceFamily((c, id: number) => c.getOrder({ params: { id } }), { limit: 2 });
    const first = order(1);
    expect(order(1)).toBe(first);
    order(2);
    order(3); // three keys, limit two: 1 is forgotten
    expect(order(1)).not.toBe(first);
  });

  it('`all` refetches every member', async () => {
    const order = resourceFamily((c, id: number) => c.getOrder({ params: { id } }));
    const store = signedInStore();
    await store.get(order(1));
    await store.get(order(2));
    store.set(order.all);
    await store.get(order(1));
    await store.get(order(2));
    expect(client.getOrder).toHaveBeenCalledTimes(4);
  });
});

describe('mutation: a write that names what it changes', () => {
  it('refetches what it names after success, nothing after a failure', async () => {
    const profile = resource((c) => c.getProfile());
    const save = mutation(async (c, name: string) => void (await c.configureProfile({ body: { name } as never })), [profile]);
    const store = signedInStore();
    await store.get(profile);
    await store.set(save, 'Nakheel Dates');
    expect(client.configureProfile).toHaveBeenCalledWith({ body: { name: 'Nakheel Dates' } });
    await store.get(profile);
    expect(client.getProfile).toHaveBeenCalledTimes(2);
    client.configureProfile.mockRejectedValue(new ApiError(400, 'bad', 'errors:somethingWentWrong'));
    await expect(store.set(save, '')).rejects.toThrow('bad');
    await store.get(profile);
    expect(client.getProfile).toHaveBeenCalledTimes(2);
  });
});

describe('reportFailure: the one failure reporter', () => {
  it('is silent on an expired session (said once by the 403 handler)', () => {
    expect(reportFailure(new ApiError(403, 'expired', 'errors:sessionExpired'))).toBeNull();
  });

  it('turns an onboarding 409 into a header refresh, not an error', () => {
    const onOnboarding = vi.fn();
    expect(reportFailure(new ApiError(409, 'profile', 'errors:completeProfileFirst'), onOnboarding)).toBeNull();
    expect(onOnboarding).toHaveBeenCalledOnce();
  });

  it("says the server's message, or 'Something went wrong' when no answer came", () => {
    expect(reportFailure(new ApiError(409, 'errors:campaignLocked', 'errors:campaignLocked'))).toMatchObject({
      messageKey: 'errors:campaignLocked',
    });
    expect(reportFailure(new TypeError('offline'))).toMatchObject({ messageKey: 'errors:somethingWentWrong' });
  });

  it("an answer that is not ours (a proxy's plain-text page) reads as the translated fallback, never raw or a literal {{message}} (issue 22)", () => {
    // Our server answers catalogue keys only (packages/server/src/middleware/http.typecheck.ts);
    // a gateway in between may not.
    const key = messageKeyFor('campaign', 502, 'Bad Gateway');
    const failure = reportFailure(new ApiError(502, 'Bad Gateway', key))!;
    for (const locale of ['en', 'ar'] as const) {
      const text = translate(locale, failure.messageKey);
      expect(text).toBe(translate(locale, 'errors:somethingWentWrong'));
      expect(text).not.toContain('{{');
    }
  });

  it('a 402 of the plan opens the one upgrade or buy-coins dialog and says nothing else; the session stays (ADR 008)', () => {
    appStore.set(tokenAtom, 'merchant-token');
    const notInPlan = new ApiError(402, 'errors:featureNotInPlan', 'errors:featureNotInPlan', { data: { feature: 'data_export' } });
    expect(reportFailure(notInPlan)).toBeNull();
    expect(appStore.get(planGateAtom)).toEqual({ kind: 'upgrade', reason: { kind: 'feature', feature: 'data_export' } });
    const limit = new ApiError(402, 'errors:limitReached', 'errors:limitReached', { data: { Allowed_Section: 3 } });
    expect(reportFailure(limit)).toBeNull();
    expect(appStore.get(planGateAtom)).toEqual({ kind: 'upgrade', reason: { kind: 'limit', limit: 'sections', allowed: 3 } });
    const coins = new ApiError(402, 'errors:insufficientCoins', 'errors:insufficientCoins', { data: { Coins: 10, required: 250 } });
    expect(reportFailure(coins)).toBeNull();
    expect(appStore.get(planGateAtom)).toEqual({ kind: 'coins', need: { required: 250, coins: 10 } });
    expect(appStore.get(tokenAtom)).toBe('merchant-token');
    // A 402 naming no feature we sell (hostile data) is an ordinary failure, not a dialog.
    appStore.set(planGateAtom, null);
    const odd = new ApiError(402, 'errors:featureNotInPlan', 'errors:featureNotInPlan', { data: { feature: '<script>' } });
    expect(reportFailure(odd)).toMatchObject({ messageKey: 'errors:featureNotInPlan' });
    expect(appStore.get(planGateAtom)).toBeNull();
  });
});

describe('URL query parameters', () => {
  it('read a missing or malformed value as the default and leave defaults out of the URL', () => {
    expect([param.page.parse(null), param.page.parse('0'), param.page.parse('x'), param.page.parse('3')]).toEqual([1, 1, 1, 3]);
    expect([param.page.format(1), param.page.format(2)]).toEqual([null, '2']);
    expect([param.text.parse(null), param.text.format('')]).toEqual(['', null]);
    expect(param.month.parse('2026-10')).toEqual({ year: 2026, month: 10 });
    expect(param.month.parse('2026-13')).toEqual(param.month.parse(null));
    expect(param.month.format({ year: 2026, month: 3 })).toBe('2026-03');
    const status = param.oneOf(['placed', 'packed'] as const);
    expect([status.parse('packed'), status.parse('lost'), status.parse(null)]).toEqual(['packed', null, null]);
  });
});
