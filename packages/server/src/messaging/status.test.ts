import fc from 'fast-check';
import { deliveryRank, statusOfEvent, type DeliveryStatus } from '@wasl/api/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/harness.ts';
import type { StatusEvent } from '../providers/index.ts';
import { applyStatusEvent } from './status.ts';

let db: Db;
let merchantId: number;
let campaignId: number;
beforeAll(async () => {
  db = await openTestDb();
  merchantId = (await db.query<{ id: number }>(`INSERT INTO merchants (email, password_hash) VALUES ('s@x.dev', 'x') RETURNING id`))
    .rows[0]!.id;
  await db.query('INSERT INTO subscriptions (merchant_id, coins) VALUES ($1, 100)', [merchantId]);
  campaignId = (
    await db.query<{ id: number }>(`INSERT INTO campaigns (merchant_id, name, status) VALUES ($1, 'c', 'ongoing') RETURNING id`, [
      merchantId,
    ])
  ).rows[0]!.id;
}, 60_000);
afterAll(() => db.close());

let seq = 0;
/** A recipient the provider accepted (it holds one coin) and an order message, both with fresh provider ids. */
async function accepted() {
  seq += 1;
  const rid = `wamid.r${seq}`;
  const mid = `wamid.m${seq}`;
  await db.query(
    `INSERT INTO campaign_recipients (campaign_id, merchant_id, position, phone, status, rank, provider_message_id, charged)
     VALUES ($1, $2, $3, $4, 'sent', 1, $5, true)`,
    [campaignId, merchantId, seq, `+9665${String(seq).padStart(8, '0')}`, rid],
  );
  await db.query(
    `INSERT INTO outbound_messages (merchant_id, to_phone, kind, body, status, rank, provider_message_id) VALUES ($1, '+966500000001', 'invoice', 'b', 'sent', 1, $2)`,
    [merchantId, mid],
  );
  return { rid, mid };
}
const coins = async () =>
  (await db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [merchantId])).rows[0]!.coins;
const recipient = async (rid: string) =>
  (
    await db.query<{ status: string; charged: boolean; failure_reason: string | null; delivered_at: Date | null; seen_at: Date | null }>(
      'SELECT status, charged, failure_reason, delivered_at, seen_at FROM campaign_recipients WHERE provider_message_id = $1',
      [rid],
    )
  ).rows[0]!;

const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 8, 0, s));

describe('applyStatusEvent', () => {
  it("Meta's opt-out signal (131050) opts the number out of marketing once, with its source in the ledger", async () => {
    await accepted(); // the next recipient's number then differs from the order message's
    const { rid, mid } = await accepted();
    const failed = (id: string, s: number): StatusEvent => ({
      providerMessageId: id,
      status: 'failed',
      timestamp: at(s),
      reason: 'marketing_cap',
      errorCode: '131050',
    });
    await applyStatusEvent(db, failed(rid, 1));
    await applyStatusEvent(db, failed(rid, 2)); // a repeat
    await applyStatusEvent(db, failed(mid, 3));
    const phone = `+9665${String(seq).padStart(8, '0')}`;
    const optOuts = await db.query<{ phone: string }>(
      `SELECT phone FROM opt_outs WHERE merchant_id = $1 AND phone IN ($2, '+966500000001') ORDER BY phone`,
      [merchantId, phone],
    );
    expect(optOuts.rows.map((r) => r.phone)).toEqual(['+966500000001', phone].sort());
    const ledger = await db.query<{ phone: string; source: string }>(
      `SELECT phone, source FROM consent_ledger WHERE merchant_id = $1 AND kind = 'opt_out' AND phone IN ($2, '+966500000001') ORDER BY phone`,
      [merchantId, phone],
    );
    expect(ledger.rows).toEqual(['+966500000001', phone].sort().map((p) => ({ phone: p, source: 'meta_signal' })));
    // Another failure (not the opt-out signal) records nothing.
    const other = await accepted();
    await applyStatusEvent(db, {
      providerMessageId: other.rid,
      status: 'failed',
      timestamp: at(4),
      reason: 'marketing_cap',
      errorCode: '131049',
    });
    const n = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM opt_outs WHERE merchant_id = $1 AND phone = $2`, [
      merchantId,
      `+9665${String(seq).padStart(8, '0')}`,
    ]);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('moves forward only; a repeat changes nothing; read before delivered is seen (and delivered)', async () => {
    const { rid } = await accepted();
    expect(await applyStatusEvent(db, { providerMessageId: rid, status: 'read', timestamp: at(5) })).toEqual({
      matched: 'campaign',
      status: 'seen',
      changed: true,
    });
    expect(await applyStatusEvent(db, { providerMessageId: rid, status: 'delivered', timestamp: at(3) })).toMatchObject({
      status: 'seen',
      changed: false,
    });
    expect(await applyStatusEvent(db, { providerMessageId: rid, status: 'read', timestamp: at(9) })).toMatchObject({ changed: false });
    const r = await recipient(rid);
    expect(r).toMatchObject({ status: 'seen', charged: true, failure_reason: null });
    expect(r.delivered_at).toEqual(at(5));
    expect(r.seen_at).toEqual(at(5));
  });

  it('a failure after delivery is kept as information and does not undo the delivery or refund the coin', async () => {
    const { rid } = await accepted();
    const before = await coins();
    await applyStatusEvent(db, { providerMessageId: rid, status: 'delivered', timestamp: at(1) });
    await applyStatusEvent(db, {
      providerMessageId: rid,
      status: 'failed',
      timestamp: at(2),
      errorCode: '131049',
      reason: 'marketing_cap',
    });
    expect(await recipient(rid)).toMatchObject({ status: 'delivered', charged: true, failure_reason: 'marketing_cap' });
    expect(await coins()).toBe(before);
  });

  it('a failure before delivery refunds the coin; a delivery after it (another device) wins and takes it again', async () => {
    const { rid } = await accepted();
    const before = await coins();
    await applyStatusEvent(db, { providerMessageId: rid, status: 'failed', timestamp: at(1), reason: 'not_on_whatsapp' });
    expect(await recipient(rid)).toMatchObject({ status: 'failed', charged: false, failure_reason: 'not_on_whatsapp' });
    expect(await coins()).toBe(before + 1);
    await applyStatusEvent(db, { providerMessageId: rid, status: 'failed', timestamp: at(2), reason: 'other' });
    expect(await coins()).toBe(before + 1);
    await applyStatusEvent(db, { providerMessageId: rid, status: 'delivered', timestamp: at(3) });
    expect(await recipient(rid)).toMatchObject({ status: 'delivered', charged: true, failure_reason: 'not_on_whatsapp' });
    expect(await coins()).toBe(before);
  });

  it('order messages follow the same ranks; an unknown id matches nothing', async () => {
    const { mid } = await accepted();
    await applyStatusEvent(db, { providerMessageId: mid, status: 'delivered', timestamp: at(1) });
    expect(await applyStatusEvent(db, { providerMessageId: mid, status: 'sent', timestamp: at(2) })).toEqual({
      matched: 'message',
      status: 'delivered',
      changed: false,
    });
    expect(await applyStatusEvent(db, { providerMessageId: 'wamid.nope', status: 'read', timestamp: at(1) })).toEqual({
      matched: 'none',
      changed: false,
    });
  });

  it('shuffled, repeated event streams always end in the highest-ranked status, with one coin exactly when not failed', async () => {
    const kind = fc.constantFrom('sent', 'delivered', 'read', 'failed' as const);
    const streams = fc
      .array(kind, { minLength: 1, maxLength: 8 })
      .chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length })));
    await fc.assert(
      fc.asyncProperty(streams, async ([stream, shuffled]) => {
        const { rid, mid } = await accepted();
        const before = await coins();
        const events = (list: readonly StatusEvent['status'][], id: string): StatusEvent[] =>
          list.map((status, i) => ({
            providerMessageId: id,
            status,
            timestamp: at(i),
            ...(status === 'failed' ? { reason: 'other' as const } : {}),
          }));
        // The recipient gets the events in one order, the order message the same events in another.
        for (const e of events(stream, rid)) await db.transaction((tx) => applyStatusEvent(tx, e));
        for (const e of events(shuffled, mid)) await applyStatusEvent(db, e);
        let expected: DeliveryStatus = 'sent';
        for (const k of stream) if (deliveryRank[statusOfEvent[k]] > deliveryRank[expected]) expected = statusOfEvent[k];
        const r = await recipient(rid);
        expect(r.status).toBe(expected);
        expect(r.failure_reason).toBe(stream.includes('failed') ? 'other' : null);
        expect(r.charged).toBe(expected !== 'failed');
        expect(await coins()).toBe(before + (expected === 'failed' ? 1 : 0));
        const m = (await db.query<{ status: string }>('SELECT status FROM outbound_messages WHERE provider_message_id = $1', [mid]))
          .rows[0]!;
        expect(m.status).toBe(expected);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
