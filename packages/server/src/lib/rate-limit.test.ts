import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness.ts';
import type { Db } from '../db/types.ts';
import {
  AUTH_RATE_LIMITS,
  AuthRateLimiter,
  MemoryRateLimitStore,
  SlidingWindowLimiter,
  SqlRateLimitStore,
  type RateLimitStore,
} from './rate-limit.ts';

function clock(start = 1_000_000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('SlidingWindowLimiter', () => {
  it('accepts the limit, refuses the next with the seconds until the oldest attempt leaves the window', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 5, windowMs: 300_000 }, { now: c.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.hit('ip:1.2.3.4')).toMatchObject({ allowed: true, remaining: 4 - i });
      c.advance(10_000);
    }
    // First attempt at t0, now t0 + 50 s: it leaves the window at t0 + 300 s, 250 s from now.
    expect(limiter.hit('ip:1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 250, remaining: 0 });
    c.advance(249_000);
    expect(limiter.hit('ip:1.2.3.4').allowed).toBe(false);
    c.advance(1_000);
    expect(limiter.hit('ip:1.2.3.4').allowed).toBe(true);
  });

  it('slides: refused attempts do not extend the block (no hard lockout)', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000 }, { now: c.now });
    limiter.hit('k');
    limiter.hit('k');
    for (let i = 0; i < 50; i++) {
      c.advance(1_000);
      expect(limiter.hit('k').allowed).toBe(false);
    }
    c.advance(10_000); // 60 s after the first attempts
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('keeps keys apart', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000 }, { now: c.now });
    expect(limiter.hit('ip:a').allowed).toBe(true);
    expect(limiter.hit('ip:a').allowed).toBe(false);
    expect(limiter.hit('ip:b').allowed).toBe(true);
  });

  it('check() does not record', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000 }, { now: () => 0 });
    expect(limiter.check('k').allowed).toBe(true);
    expect(limiter.check('k').allowed).toBe(true);
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.check('k').allowed).toBe(false);
  });

  it('bounds memory: stale keys are swept and the least recently used key is evicted past maxKeys', () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1_000 }, { now: c.now, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.hit(`ip:${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    // The most recent key is still limited, an evicted early one is not remembered.
    expect(limiter.hit('ip:9999').allowed).toBe(false);
    expect(limiter.hit('ip:0').allowed).toBe(true);
    c.advance(2_000);
    limiter.sweep();
    expect(limiter.size).toBe(0);
  });

  it('rejects nonsense rules', () => {
    expect(() => new SlidingWindowLimiter({ limit: 0, windowMs: 1 })).toThrow(RangeError);
    expect(() => new SlidingWindowLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});

const dbs: Db[] = [];
// Closing the PostgreSQL pools took over the default 10 s on a loaded machine (postgres step).
afterAll(async () => {
  for (const db of dbs) await db.close();
}, 60_000);

/** Both stores: per-process memory, and the shared `rate_limits` table (PGlite here, PostgreSQL in the postgres step). */
const stores: [string, (now: () => number) => Promise<RateLimitStore>][] = [
  ['memory', async (now) => new MemoryRateLimitStore({ now })],
  [
    'SQL',
    async (now) => {
      const db = await openTestDb();
      dbs.push(db);
      return new SqlRateLimitStore(db, { now });
    },
  ],
];

describe.each(stores)('AuthRateLimiter on the %s store (5 per 5 min per address, 10 per 15 min per account)', (_name, makeStore) => {
  it('uses the issue-4 limits', () => {
    expect(AUTH_RATE_LIMITS.address).toEqual({ limit: 5, windowMs: 300_000 });
    expect(AUTH_RATE_LIMITS.account).toEqual({ limit: 10, windowMs: 900_000 });
  });

  it('blocks an address after 5 attempts whatever account it tries', async () => {
    const c = clock();
    const limiter = new AuthRateLimiter({ store: await makeStore(c.now) });
    for (let i = 0; i < 5; i++) expect((await limiter.attempt({ address: '10.0.0.1', account: `u${i}@x.sa` })).allowed).toBe(true);
    const refused = await limiter.attempt({ address: '10.0.0.1', account: 'fresh@x.sa' });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(300);
    // Another address is fine.
    expect((await limiter.attempt({ address: '10.0.0.2', account: 'fresh@x.sa' })).allowed).toBe(true);
  });

  it('blocks an account after 10 attempts from many addresses, normalising the e-mail', async () => {
    const c = clock();
    const limiter = new AuthRateLimiter({ store: await makeStore(c.now) });
    for (let i = 0; i < 10; i++) {
      expect((await limiter.attempt({ address: `10.0.1.${i}`, account: i % 2 ? 'Demo@Wasl.dev ' : 'demo@wasl.dev' })).allowed).toBe(true);
      c.advance(60_000);
    }
    const refused = await limiter.attempt({ address: '10.0.2.1', account: 'DEMO@wasl.dev' });
    expect(refused.allowed).toBe(false);
    // First attempt at t0, now t0 + 10 min, window 15 min.
    expect(refused.retryAfterSeconds).toBe(300);
    c.advance(300_000);
    expect((await limiter.attempt({ address: '10.0.2.1', account: 'demo@wasl.dev' })).allowed).toBe(true);
  });

  it('an attempt refused by one window is not counted in the other', async () => {
    const c = clock();
    const limiter = new AuthRateLimiter({ store: await makeStore(c.now) });
    for (let i = 0; i < 5; i++) await limiter.attempt({ address: '10.0.0.9', account: 'a@b.sa' });
    for (let i = 0; i < 20; i++) expect((await limiter.attempt({ address: '10.0.0.9', account: 'a@b.sa' })).allowed).toBe(false);
    // a@b.sa has only 5 counted attempts: 5 more from elsewhere are accepted.
    for (let i = 0; i < 5; i++) expect((await limiter.attempt({ address: `10.9.9.${i}`, account: 'a@b.sa' })).allowed).toBe(true);
    expect((await limiter.attempt({ address: '10.9.9.99', account: 'a@b.sa' })).allowed).toBe(false);
  });

  it('works without an account (e.g. reset-password with an unknown token)', async () => {
    const limiter = new AuthRateLimiter({ store: await makeStore(() => 0) });
    for (let i = 0; i < 5; i++) expect((await limiter.attempt({ address: '::1' })).allowed).toBe(true);
    expect((await limiter.attempt({ address: '::1' })).allowed).toBe(false);
  });
});

describe('SqlRateLimitStore: one budget for several processes', () => {
  const rule = { limit: 5, windowMs: 60_000 };
  const check = (key: string) => ({ scope: 'test', key, rule });

  it('two stores on one database (two processes) accept exactly the limit between them, even concurrently', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const c = clock();
    const one = new SqlRateLimitStore(db, { now: c.now });
    const two = new SqlRateLimitStore(db, { now: c.now });
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).attempt([check('ip:1')])));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    // The memory store, one per process, would have let 10 through: that is what the table prevents.
    const memA = new MemoryRateLimitStore({ now: c.now });
    const memB = new MemoryRateLimitStore({ now: c.now });
    let memoryAllowed = 0;
    for (let i = 0; i < 12; i++) if ((await (i % 2 ? memA : memB).attempt([check('ip:1')])).allowed) memoryAllowed++;
    expect(memoryAllowed).toBe(10);
    // The window slides the same way: after it passes, the key is free again.
    c.advance(60_001);
    expect((await one.attempt([check('ip:1')])).allowed).toBe(true);
  });

  it('sweeps the rows whose window has passed', async () => {
    const db = await openTestDb();
    dbs.push(db);
    const c = clock();
    const store = new SqlRateLimitStore(db, { now: c.now, sweepEvery: 3 });
    await store.attempt([check('old')]);
    c.advance(120_000);
    await store.attempt([check('new')]);
    await store.attempt([check('new')]); // third attempt: sweep
    const { rows } = await db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(rows.map((r) => r.key)).toEqual(['test:new']);
  });
});
