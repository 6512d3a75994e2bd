import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../middleware/testing.ts';
import { CACHE_TTL_MS, SessionService, tokenFromHeader } from './sessions.ts';
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

function service() {
  const clock = { now: Date.now() };
  return { clock, sessions: new SessionService(db, { ttlMs: 7 * 24 * 3600_000, now: () => clock.now }) };
}

describe('session cache', () => {
  it('answers repeated checks from memory: one query for many requests', async () => {
    const { sessions } = service();
    const token = await sessions.create(merchantId);
    for (let i = 0; i < 50; i++) expect(await sessions.validate(token)).toBe(merchantId);
    expect(sessions.stats).toEqual({ hits: 49, misses: 1 });
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
