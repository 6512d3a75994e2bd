import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, QueryResult } from '../db/db.ts';
import { openTestDb } from '../../test/harness.ts';
import { migrate } from '../db/migrate.ts';
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

const IDLE_MS = 24 * 3600_000;

function service(database: Db = db, idleMs = IDLE_MS) {
  const clock = { now: Date.now() };
  return {
    clock,
    sessions: new SessionService(database, { ttlMs: 7 * 24 * 3600_000, cacheTtlMs: CACHE_TTL_MS, idleMs, now: () => clock.now }),
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
    const { token, companion } = await sessions.create(merchantId);
    for (let i = 0; i < 50; i++) expect(await sessions.validate(token, companion)).toBe(merchantId);
    expect(sessions.stats).toMatchObject({ hits: 49, misses: 1 });
  });

  it('a revocation made elsewhere (another process on the same PostgreSQL) applies within the cache TTL', async () => {
    const { sessions, clock } = service();
    const { token, companion } = await sessions.create(merchantId);
    expect(await sessions.validate(token, companion)).toBe(merchantId);
    await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)]);
    expect(await sessions.validate(token, companion)).toBe(merchantId); // still cached
    clock.now += CACHE_TTL_MS;
    expect(await sessions.validate(token, companion)).toBeUndefined();
  });

  it('never serves a cached session past its expiry', async () => {
    const { sessions, clock } = service(db, 8 * 24 * 3600_000); // no idle timeout within the week
    const { token, companion } = await sessions.create(merchantId);
    await sessions.validate(token, companion);
    clock.now += 7 * 24 * 3600_000 - 1000;
    expect(await sessions.validate(token, companion)).toBe(merchantId);
    clock.now += 2000;
    expect(await sessions.validate(token, companion)).toBeUndefined();
  });

  it('a lookup in flight while the session is revoked answers but is not cached', async () => {
    const gated = gatedDb();
    const { sessions } = service(gated.db);
    const { token, companion } = await sessions.create(merchantId);
    const hold = gated.holdNext();
    const pending = sessions.validate(token, companion); // reads the live row, then waits
    await hold.reached;
    await sessions.revoke(token); // logout commits while the lookup is in flight
    hold.release();
    expect(await pending).toBe(merchantId); // the request that raced the logout may pass…
    expect(await sessions.validate(token, companion)).toBeUndefined(); // …but nothing stale was cached
  });

  it('revokeAll drops every cached session of the merchant, and forgetMerchant after the commit', async () => {
    const { sessions } = service();
    const a = await sessions.create(merchantId);
    const b = await sessions.create(merchantId);
    await sessions.validate(a.token, a.companion);
    await sessions.validate(b.token, b.companion);
    await db.transaction(async (tx) => sessions.revokeAll(merchantId, undefined, tx));
    sessions.forgetMerchant(merchantId);
    expect(await sessions.validate(a.token, a.companion)).toBeUndefined();
    expect(await sessions.validate(b.token, b.companion)).toBeUndefined();
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
    expect(await sessions.validate('x'.repeat(10_000), 'y')).toBeUndefined();
    expect(await sessions.validate('x', 'y'.repeat(10_000))).toBeUndefined();
    expect(sessions.stats.misses).toBe(0);
  });
});

describe('token-bound sessions (ADR 014)', () => {
  it('needs the companion of the same session, from the database and from the cache', async () => {
    const { sessions } = service();
    const mine = await sessions.create(merchantId);
    const other = await sessions.create(merchantId);
    expect(mine.companion).not.toBe(mine.token);
    expect(await sessions.validate(mine.token, undefined)).toBeUndefined(); // database path
    expect(await sessions.validate(mine.token, other.companion)).toBeUndefined();
    expect(await sessions.validate(mine.token, mine.companion)).toBe(merchantId); // cached now
    expect(await sessions.validate(mine.token, other.companion)).toBeUndefined(); // cache path
    expect(await sessions.validate(mine.token, '')).toBeUndefined();
    expect(await sessions.validate(mine.token, mine.token)).toBeUndefined();
    expect(await sessions.validate(mine.token, mine.companion)).toBe(merchantId); // a wrong one evicts nothing
    // Only hashes are stored.
    const { rows } = await db.query<{ companion_hash: string }>('SELECT companion_hash FROM sessions WHERE token_hash = $1', [
      sha256(mine.token),
    ]);
    expect(rows[0]!.companion_hash).toBe(sha256(mine.companion));
  });

  it('ends a session unused for the idle timeout, and a used one lives on (the injectable clock)', async () => {
    const { sessions, clock } = service();
    const used = await sessions.create(merchantId);
    const unused = await sessions.create(merchantId);
    await sessions.validate(unused.token, unused.companion);
    for (let i = 0; i < 3; i++) {
      clock.now += IDLE_MS - 60_000;
      expect(await sessions.validate(used.token, used.companion)).toBe(merchantId);
      await sessions.settled();
    }
    expect(await sessions.validate(unused.token, unused.companion)).toBeUndefined();
    // The last use is in the database: another process (a fresh service, same clock) agrees.
    const fresh = new SessionService(db, { ttlMs: 7 * 24 * 3600_000, cacheTtlMs: CACHE_TTL_MS, idleMs: IDLE_MS, now: () => clock.now });
    expect(await fresh.validate(used.token, used.companion)).toBe(merchantId);
    expect(await fresh.validate(unused.token, unused.companion)).toBeUndefined();
    clock.now += IDLE_MS;
    expect(await sessions.validate(used.token, used.companion)).toBeUndefined();
    expect(await fresh.validate(used.token, used.companion)).toBeUndefined();
  });

  it('writes the last use at most once a minute per session, not on every call', async () => {
    const writes: string[] = [];
    const counting: Db = {
      ...db,
      query: <T>(sql: string, params?: readonly unknown[]) => {
        if (sql.startsWith('UPDATE sessions SET last_seen_at')) writes.push(sql);
        return db.query<T>(sql, params);
      },
    };
    const { sessions, clock } = service(counting);
    const { token, companion } = await sessions.create(merchantId);
    for (let i = 0; i < 200; i++) {
      clock.now += 250; // 50 s of calls, four a second
      expect(await sessions.validate(token, companion)).toBe(merchantId);
    }
    await sessions.settled();
    expect(writes).toHaveLength(0);
    for (let i = 0; i < 200; i++) {
      clock.now += 250; // 50 s more: one write, at the first call past the minute
      expect(await sessions.validate(token, companion)).toBe(merchantId);
    }
    await sessions.settled();
    expect(writes).toHaveLength(1);
    expect(sessions.stats.touches).toBe(1);
  });

  it('migration 28 ends the sessions live at the upgrade (they have no companion)', async () => {
    const upgraded = await openTestDb();
    try {
      // The database as the previous release left it: no companion, no last use, migration 28 not applied.
      await upgraded.exec('ALTER TABLE sessions DROP COLUMN companion_hash; ALTER TABLE sessions DROP COLUMN last_seen_at');
      await upgraded.query('DELETE FROM schema_migrations WHERE id = 28');
      const { rows } = await upgraded.query<{ id: number }>(
        `INSERT INTO merchants (email, password_hash, business_name) VALUES ('u@test.wasl.dev', 'x', 'Old') RETURNING id`,
      );
      await upgraded.query(`INSERT INTO sessions (token_hash, merchant_id, expires_at) VALUES ($1, $2, now() + interval '7 days')`, [
        sha256('old-token'),
        rows[0]!.id,
      ]);
      expect(await migrate(upgraded)).toBe(1);
      const after = await upgraded.query<{ revoked_at: Date | null; companion_hash: string | null }>(
        'SELECT revoked_at, companion_hash FROM sessions',
      );
      expect(after.rows).toHaveLength(1);
      expect(after.rows[0]!.revoked_at).not.toBeNull();
      expect(after.rows[0]!.companion_hash).toBeNull();
      const sessions = new SessionService(upgraded, { ttlMs: 7 * 24 * 3600_000 });
      expect(await sessions.validate('old-token', 'anything')).toBeUndefined();
    } finally {
      await upgraded.close();
    }
  });
});
