import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, QueryResult } from '../db/db.ts';
import { openTestDb } from '../../test/harness.ts';
import { SessionService, tokenFromHeader } from './sessions.ts';
import { sha256 } from './tokens.ts';

let db: Db;
let merchantId: number;
beforeAll(async () => {
  db = await openTestDb();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO merchants (email, password_hash, business_name) VALUES ('s@test.wasl.dev', 'x', 'Cache Shop') RETURNING id`,
  );
  merchantId = rows[0]!.id;
}, 60_000);
afterAll(() => db.close());

const CACHE_TTL_MS = 5_000;

function service(database: Db = db) {
  const clock = { now: Date.now() };
  return {
    clock,
    sessions: new SessionService(database, { ttlMs: 7 * 24 * 3600_000, cacheTtlMs: CACHE_TTL_MS, now: () => clock.now }),
  };
}

interface Gate {
  reached: () => void;
  wait: Promise<void>;
}

/** The test database, with a gate that holds the answer of the next SELECT until released. */
function gatedDb() {
  let gate: Gate | undefined;
  const gated: Db = {
    ...db,
    query: async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
      const result = await db.query<T>(sql, params);
      const g = gate;
      if (g && sql.trimStart().startsWith('SELECT')) {
        gate = undefined;
        g.reached();
        await g.wait;
      }
      return result;
    },
  };
  return {
    db: gated,
    /** The next SELECT reads its rows, then waits until `release()`. */
    holdNext() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((r) => (reached = r));
      gate = { reached, wait: new Promise<void>((r) => (release = r)) };
      return { reached: reachedPromise, release };
    },
  };
}

describe('session cache', () => {
  it('answers repeated checks from memory: one query for many requests', async () => {
    const { sessions } = service();
    const token = await sessions.create(merchantId);
    for (let i = 0; i < 50; i++) expect(await sessions.validate(token)).toBe(merchantId);
    expect(sessions.stats).toMatchObject({ hits: 49, misses: 1 });
  });

  it('a revocation made elsewhere (another process on the same PostgreSQL) applies within the cache TTL', async () => {
    const { sessions, clock } = service();
    const token = await sessions.create(merchantId);
    expect(await sessions.validate(token)).toBe(merchantId);
    await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)]);
    expect(await sessions.validate(token)).toBe(merchantId); // still cached
    clock.now += CACHE_TTL_MS;
    expect(await sessions.validate(token)).toBeUndefined();
  });

  it('never serves a cached session past its expiry', async () => {
    const { sessions, clock } = service();
    const token = await sessions.create(merchantId);
    await sessions.validate(token);
    clock.now += 7 * 24 * 3600_000 - 1000;
    expect(await sessions.validate(token)).toBe(merchantId);
    clock.now += 2000;
    expect(await sessions.validate(token)).toBeUndefined();
  });

  it('a lookup in flight while the session is revoked answers but is not cached', async () => {
    const gated = gatedDb();
    const { sessions } = service(gated.db);
    const token = await sessions.create(merchantId);
    const hold = gated.holdNext();
    const pending = sessions.validate(token); // reads the live row, then waits
    await hold.reached;
    await sessions.revoke(token); // logout commits while the lookup is in flight
    hold.release();
    expect(await pending).toBe(merchantId); // the request that raced the logout may pass…
    expect(await sessions.validate(token)).toBeUndefined(); // …but nothing stale was cached
  });

  it('revokeAll drops every cached session of the merchant, and forgetMerchant after the commit', async () => {
    const { sessions } = service();
    const a = await sessions.create(merchantId);
    const b = await sessions.create(merchantId);
    await sessions.validate(a);
    await sessions.validate(b);
    await db.transaction(async (tx) => sessions.revokeAll(merchantId, undefined, tx));
    sessions.forgetMerchant(merchantId);
    expect(await sessions.validate(a)).toBeUndefined();
    expect(await sessions.validate(b)).toBeUndefined();
  });

  it('a header read in flight while the merchant is invalidated is not cached', async () => {
    const gated = gatedDb();
    const { sessions } = service(gated.db);
    await db.query(`UPDATE merchants SET business_name = 'Before' WHERE id = $1`, [merchantId]);
    const hold = gated.holdNext();
    const pending = sessions.header(merchantId);
    await hold.reached;
    await db.query(`UPDATE merchants SET business_name = 'After' WHERE id = $1`, [merchantId]);
    sessions.invalidateMerchant(merchantId);
    hold.release();
    expect((await pending)?.Business_Name).toBe('Before');
    expect((await sessions.header(merchantId))?.Business_Name).toBe('After');
    await db.query(`UPDATE merchants SET business_name = 'Cache Shop' WHERE id = $1`, [merchantId]);
  });

  it('header fields are cached and refreshed after invalidateMerchant', async () => {
    const { sessions } = service();
    expect((await sessions.header(merchantId))?.Business_Name).toBe('Cache Shop');
    await db.query(`UPDATE merchants SET business_name = 'Renamed' WHERE id = $1`, [merchantId]);
    expect((await sessions.header(merchantId))?.Business_Name).toBe('Cache Shop');
    sessions.invalidateMerchant(merchantId);
    expect((await sessions.header(merchantId))?.Business_Name).toBe('Renamed');
  });

  it('reads the Authorization header raw (SPEC §7) or as Bearer; rejects absurd tokens without a query', async () => {
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('  ')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
    const { sessions } = service();
    expect(await sessions.validate('x'.repeat(10_000))).toBeUndefined();
    expect(sessions.stats.misses).toBe(0);
  });
});
