import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness.ts';
import type { Db } from '../db/db.ts';
import { WebhookIntake, type IntakeEvent } from './intake.ts';

let db: Db;
let merchantId: number;
beforeAll(async () => {
  db = await openTestDb();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO merchants (email, password_hash, level, business_name, business_name_ar, logo_link, language)
     VALUES ('intake@test.wasl.dev', 'x', 2, 'S', 'S', '', 'en') RETURNING id`,
  );
  merchantId = rows[0]!.id;
}, 60_000);
afterAll(() => db.close());

const event = (key: string): IntakeEvent => ({
  merchantId,
  platform: 'shopify',
  eventKey: key,
  topic: 'orders/create',
  payload: '{"id":1}',
});
const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;

describe('WebhookIntake (group commit)', () => {
  it('concurrent deliveries share statements; each event is stored and queued once; the first of duplicates wins', async () => {
    const intake = new WebhookIntake(db, () => new Date());
    let statements = 0;
    const counting = { query: (sql: string, params?: readonly unknown[]) => (statements++, db.query(sql, params)) } as Db;
    const batched = new WebhookIntake(counting, () => new Date());
    const keys = Array.from({ length: 300 }, (_, i) => `k${i % 100}`); // every key three times
    const results = await Promise.all(keys.map((k) => batched.add(event(k))));
    expect(results.filter(Boolean)).toHaveLength(100);
    expect(results.slice(0, 100).every(Boolean)).toBe(true); // the first delivery of each key is the accepted one
    expect(statements).toBeLessThan(10); // 300 deliveries, a handful of statements
    // The hot path writes the job only (it carries the delivery); the job records the event later.
    expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'store.webhook'`)).toBe(100);
    expect(await count(`SELECT count(*)::int AS n FROM webhook_events`)).toBe(0);
    const job = (
      await db.query<{ payload: unknown }>(`SELECT payload FROM jobs WHERE idempotency_key = $1`, [`webhook:${merchantId}:shopify:k7`])
    ).rows[0];
    expect(job?.payload).toEqual({ merchantId, platform: 'shopify', eventKey: 'k7', topic: 'orders/create', event: { id: 1 } });
    // A later replay (another batch) is refused too.
    expect(await intake.add(event('k5'))).toBe(false);
    expect(await intake.add(event('new'))).toBe(true);
  });

  it('a failed write rejects its deliveries (no 2xx without a stored job); one bad row does not fail its batch', async () => {
    const intake = new WebhookIntake(db, () => new Date());
    const bad = { ...event('bad'), payload: '{"id": "\\u0000"}' }; // jsonb refuses NUL
    const results = await Promise.allSettled([intake.add(event('ok1')), intake.add(bad), intake.add(event('ok2'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('a database that fails rejects every delivery', async () => {
    const failing = { query: () => Promise.reject(new Error('disk full')) } as unknown as Db;
    const intake = new WebhookIntake(failing, () => new Date());
    const results = await Promise.allSettled([intake.add(event('x1')), intake.add(event('x2'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
