import { randomBytes } from 'node:crypto';
import { agentStatuses, orderStatuses } from '@wasl/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import type { Db } from '../db/db.ts';
import { openMigratedPglite } from '../../test/harness.ts';
import { campaignFigures } from '../messaging/campaigns.ts';
import { CART_RECOVERY_WINDOW_DAYS } from '@wasl/api/models';
import { handleInbound } from '../conversations/inbound.ts';
import { listConversations } from '../conversations/inbox.ts';
import { numberView } from '../conversations/numbers.ts';
import { SecretBox } from '../lib/secretBox.ts';
import { handoverSectionName } from './chatbot.ts';
import { DEMO, DEMO2, DEMO_AGENT, NEW_MERCHANT, SEED_PASSWORD, seed, type SeedResult } from './index.ts';

const NOW = new Date('2026-11-23T09:30:00Z');
const MONTHS = ['2026-11', '2026-10', '2026-09'];

let db: Db;
let result: SeedResult;
let seconds: number;
const id = (email: string) => result.merchants.find((m) => m.email === email)?.id as number;

async function column<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await db.query<Record<string, T>>(sql, params);
  return rows.map((r) => Object.values(r)[0] as T);
}

beforeAll(async () => {
  db = await openMigratedPglite();
  const t = performance.now();
  result = await seed(db, { now: NOW });
  seconds = (performance.now() - t) / 1000;
}, 300_000);
afterAll(() => db?.close());

describe('seed', () => {
  it('creates exactly the three ARCHITECTURE.md accounts with password Demo@2026', async () => {
    const { rows } = await db.query<{ email: string; level: number; password_hash: string }>(
      'SELECT email, level, password_hash FROM merchants ORDER BY id',
    );
    expect(rows.map((r) => [r.email, r.level])).toEqual([
      ['demo@wasl.dev', 2],
      ['demo2@wasl.dev', 2],
      ['new@wasl.dev', 0],
    ]);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row.password_hash, SEED_PASSWORD)).toBe(true);
    }
    expect(await verifyPassword(rows[0]!.password_hash, 'demo@2026')).toBe(false);
    console.info(`seed took ${seconds.toFixed(2)} s`, result.counts);
  });

  it('fully onboards the demo merchants (profile, logo, plan, subscription) and leaves new@ bare', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = (
        await db.query<{
          business_name: string;
          business_name_ar: string;
          logo_link: string;
          package_id: string;
          profile: { VAT: string };
        }>('SELECT business_name, business_name_ar, logo_link, package_id, profile FROM merchants WHERE id = $1', [id(spec.email)])
      ).rows[0]!;
      expect(m.business_name).toBe(spec.businessName);
      expect(m.business_name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(m.profile.VAT).toBe(spec.vat);
      const file = m.logo_link.split('/').pop();
      expect(await column('SELECT content_type FROM uploads WHERE file_name = $1 AND merchant_id = $2', [file, id(spec.email)])).toEqual([
        'image/svg+xml',
      ]);
      expect(await column('SELECT status FROM subscriptions WHERE merchant_id = $1 AND expiry > $2', [id(spec.email), NOW])).toEqual([
        'active',
      ]);
    }
    expect(await column('SELECT count(*) FROM orders WHERE merchant_id = $1', [id(NEW_MERCHANT.email)])).toEqual([0]);
    expect(await column('SELECT count(*) FROM subscriptions WHERE merchant_id = $1', [id(NEW_MERCHANT.email)])).toEqual([0]);
  });

  it('gives each demo merchant hundreds of orders in every status, with items and SAR amounts adding up', async () => {
    for (const [spec, count] of [
      [DEMO, 420],
      [DEMO2, 260],
    ] as const) {
      const m = id(spec.email);
      expect(await column('SELECT count(*) FROM orders WHERE merchant_id = $1', [m])).toEqual([count]);
      expect((await column<string>('SELECT DISTINCT status FROM orders WHERE merchant_id = $1', [m])).sort()).toEqual(
        [...orderStatuses].sort(),
      );
      expect(await column('SELECT count(*) FROM orders WHERE merchant_id = $1 AND NOT (phone ~ $2)', [m, '^\\+9665[0-9]{8}$'])).toEqual([
        0,
      ]);
      expect(await column('SELECT DISTINCT currency FROM orders WHERE merchant_id = $1', [m])).toEqual(['SAR']);
      expect(
        await column(
          'SELECT count(*) FROM orders o WHERE merchant_id = $1 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_pk = o.id)',
          [m],
        ),
      ).toEqual([0]);
      // total = subtotal - discount + tax + shipping, to the halala.
      expect(
        await column('SELECT count(*) FROM orders WHERE merchant_id = $1 AND abs(total - (subtotal - discount + tax + shipping)) > 0.01', [
          m,
        ]),
      ).toEqual([0]);
      // Bilingual product names follow the customer's language.
      expect(
        await column(
          `SELECT count(*) > 0 FROM order_items i JOIN orders o ON o.id = i.order_pk WHERE o.merchant_id = $1 AND o.lang = 'ar' AND i.product_name ~ '[ء-ي]'`,
          [m],
        ),
      ).toEqual([true]);
      expect(
        await column(
          `SELECT count(*) > 0 FROM order_items i JOIN orders o ON o.id = i.order_pk WHERE o.merchant_id = $1 AND o.lang = 'en' AND i.product_name ~ '^[A-Za-z]'`,
          [m],
        ),
      ).toEqual([true]);
      // Spread over about three months, none in the future.
      const span = (
        await db.query<{ min: Date; max: Date }>('SELECT min(order_date), max(order_date) FROM orders WHERE merchant_id = $1', [m])
      ).rows[0]!;
      expect(NOW.getTime() - span.min.getTime()).toBeGreaterThan(80 * 86_400_000);
      expect(span.max.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('keeps the two demo merchants apart: no shared phone, order id, agent, e-mail or name', async () => {
    const [a, b] = [id(DEMO.email), id(DEMO2.email)];
    const shared = async (sql: string) =>
      column<number>(`SELECT count(*) FROM (${sql.replaceAll('$M', '$1')} INTERSECT ${sql.replaceAll('$M', '$2')}) x`, [a, b]);
    expect(await shared('SELECT phone FROM orders WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT phone FROM clients WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT order_id FROM orders WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT customer_name || phone FROM orders WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT lower(email) FROM agents WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT name FROM agents WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT name FROM sections WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT name FROM campaigns WHERE merchant_id = $M')).toEqual([0]);
    expect(await shared('SELECT phone FROM contact_numbers WHERE merchant_id = $M')).toEqual([0]);
    // Child rows belong to their parent's merchant.
    expect(
      await column('SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_pk WHERE i.merchant_id <> o.merchant_id'),
    ).toEqual([0]);
    expect(
      await column('SELECT count(*) FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE m.merchant_id <> t.merchant_id'),
    ).toEqual([0]);
    expect(
      await column('SELECT count(*) FROM agent_sections s JOIN agents a ON a.id = s.agent_id WHERE s.merchant_id <> a.merchant_id'),
    ).toEqual([0]);
    expect(
      await column('SELECT count(*) FROM conversations c JOIN agents a ON a.id = c.agent_id WHERE c.merchant_id <> a.merchant_id'),
    ).toEqual([0]);
  });

  it('has agents (Arabic and English names), coloured sections with hours, quick messages', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = id(spec.email);
      const names = await column<string>('SELECT name FROM agents WHERE merchant_id = $1', [m]);
      expect(names.some((n) => /[\u0600-\u06FF]/.test(n))).toBe(true);
      expect(names.some((n) => /^[A-Za-z]/.test(n))).toBe(true);
      // Every agent status, so the agents screen shows each pill.
      expect((await column<string>('SELECT DISTINCT status FROM agents WHERE merchant_id = $1', [m])).sort()).toEqual(
        [...agentStatuses].sort(),
      );
      expect(
        await column('SELECT count(*) FROM sections WHERE merchant_id = $1 AND color ~ $2 AND start_time ~ $3', [
          m,
          '^#[0-9A-F]{6}$',
          '^\\d\\d:\\d\\d$',
        ]),
      ).toEqual([3]);
      expect(Number((await column('SELECT count(*) FROM quick_messages WHERE merchant_id = $1', [m]))[0])).toBeGreaterThanOrEqual(4);
    }
  });

  it('has dozens of campaigns in every status including trashed, tickets open and closed with messages', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = id(spec.email);
      expect(Number((await column('SELECT count(*) FROM campaigns WHERE merchant_id = $1', [m]))[0])).toBeGreaterThanOrEqual(24);
      expect((await column<string>('SELECT DISTINCT status FROM campaigns WHERE merchant_id = $1', [m])).sort()).toEqual([
        'completed',
        'ongoing',
        'paused',
        'pending',
        'rejected',
        'scheduled',
      ]);
      expect(
        Number((await column('SELECT count(*) FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL', [m]))[0]),
      ).toBeGreaterThanOrEqual(3);
      expect(
        await column(`SELECT count(*) FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL AND status = 'ongoing'`, [m]),
      ).toEqual([0]);
      expect(
        await column(
          `SELECT count(*) FROM campaigns c WHERE merchant_id = $1 AND target <> (SELECT count(*) FROM campaign_recipients r WHERE r.campaign_id = c.id)
             AND status NOT IN ('pending', 'rejected')`,
          [m],
        ),
      ).toEqual([0]);
      expect((await column<string>('SELECT DISTINCT status FROM tickets WHERE merchant_id = $1', [m])).sort()).toEqual(['closed', 'open']);
      expect(
        await column(
          'SELECT count(*) FROM tickets t WHERE merchant_id = $1 AND NOT EXISTS (SELECT 1 FROM ticket_messages x WHERE x.ticket_id = t.id)',
          [m],
        ),
      ).toEqual([0]);
      expect(Number((await column('SELECT sum(unread) FROM tickets WHERE merchant_id = $1', [m]))[0])).toBeGreaterThan(0);
    }
  });

  it('has campaign history as events: sends spread over past months, clicks through tracked links, figures computed, no double count', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = id(spec.email);
      const perMonth = await db.query<{ month: string; n: number }>(
        `SELECT to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS n FROM campaign_recipients
         WHERE merchant_id = $1 AND sent_at IS NOT NULL GROUP BY 1 ORDER BY 1`,
        [m],
      );
      const months = Object.fromEntries(perMonth.rows.map((r) => [r.month, r.n]));
      // Not every send "yesterday": the current month and the two before all have sends, none has them all.
      for (const month of MONTHS) expect(months[month] ?? 0, `${spec.email} ${month}`).toBeGreaterThan(0);
      const total = perMonth.rows.reduce((n, r) => n + r.n, 0);
      for (const r of perMonth.rows) expect(r.n).toBeLessThan(total);
      expect(await column('SELECT count(*)::int FROM campaign_recipients WHERE merchant_id = $1 AND sent_at > $2', [m, NOW])).toEqual([0]);
      // Campaign messages live once, in campaign_recipients.
      expect(await column(`SELECT count(*)::int FROM outbound_messages WHERE merchant_id = $1 AND kind = 'campaign'`, [m])).toEqual([0]);
      // Clicks only on links the recipients got, after their delivery.
      expect(Number((await column('SELECT count(*) FROM campaign_clicks WHERE merchant_id = $1', [m]))[0])).toBeGreaterThan(20);
      expect(
        await column(
          `SELECT count(*)::int FROM campaign_clicks k JOIN campaign_recipients r ON r.campaign_id = k.campaign_id AND r.position = k.position
           WHERE k.merchant_id = $1 AND (r.delivered_at IS NULL OR k.clicked_at < r.delivered_at OR k.phone <> r.phone)`,
          [m],
        ),
      ).toEqual([0]);
      // Figures from those events: some campaigns earned revenue, and each stays within its deliveries.
      const ids = await column<number>('SELECT id FROM campaigns WHERE merchant_id = $1', [m]);
      const figures = [...(await campaignFigures(db, m, ids)).values()];
      expect(figures.filter((f) => f.revenue > 0).length).toBeGreaterThan(3);
      for (const f of figures) {
        expect(f.uniqueClicks).toBeLessThanOrEqual(f.delivered);
        expect(f.uniqueClicks).toBeLessThanOrEqual(f.clicks);
        expect(f.coinsUsed).toBe(f.sent - f.failed);
      }
    }
  });

  it('has a chatbot flow with text, agent, lang and order nodes whose edges join existing nodes', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const flow = (
        await db.query<{ nodes: { id: string; type: string }[]; edges: { source: string; target: string }[] }>(
          'SELECT nodes, edges FROM chatbot_flows WHERE merchant_id = $1',
          [id(spec.email)],
        )
      ).rows[0]!;
      expect(new Set(flow.nodes.map((n) => n.type))).toEqual(new Set(['text', 'agent', 'lang', 'order']));
      const ids = new Set(flow.nodes.map((n) => n.id));
      expect(flow.edges.every((e) => ids.has(e.source) && ids.has(e.target))).toBe(true);
    }
  });

  it('has survey responses with every sentiment, transactions success and failed, contact numbers approved and pending', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = id(spec.email);
      expect((await column<string>('SELECT DISTINCT sentiment FROM survey_responses WHERE merchant_id = $1', [m])).sort()).toEqual([
        'negative',
        'neutral',
        'positive',
      ]);
      expect(await column('SELECT enabled FROM survey_forms WHERE merchant_id = $1', [m])).toEqual([true]);
      expect((await column<string>('SELECT DISTINCT status FROM transactions WHERE merchant_id = $1', [m])).sort()).toEqual([
        'failed',
        'success',
      ]);
      expect((await column<string>('SELECT DISTINCT status FROM contact_numbers WHERE merchant_id = $1', [m])).sort()).toEqual([
        'approved',
        'pending',
      ]);
    }
  });

  it('recovers carts only through the live rule: each recovered cart has the order that recovered it (same phone, within the window)', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = id(spec.email);
      const [carts, recovered, wrong] = await Promise.all([
        column('SELECT count(*) FROM abandoned_carts WHERE merchant_id = $1 AND reminded', [m]),
        column('SELECT count(*) FROM abandoned_carts WHERE merchant_id = $1 AND recovered', [m]),
        column(
          `SELECT count(*) FROM abandoned_carts c LEFT JOIN orders o ON o.id = c.recovered_order_pk AND o.merchant_id = c.merchant_id
           WHERE c.merchant_id = $1 AND c.recovered AND (o.id IS NULL OR o.phone <> c.phone OR o.total <> c.recovered_total
             OR o.order_date < c.created_at OR o.order_date > c.created_at + make_interval(days => $2))`,
          [m, CART_RECOVERY_WINDOW_DAYS],
        ),
      ]);
      // Some recovered, not all: the rate a merchant sees is between a fifth and a half of the reminders.
      expect(Number(recovered[0]) / Number(carts[0])).toBeGreaterThan(0.15);
      expect(Number(recovered[0]) / Number(carts[0])).toBeLessThan(0.5);
      expect(Number(wrong[0])).toBe(0);
    }
  });

  it('has analytics in the current month and the two before: conversations, feedback, every message status, cart messages', async () => {
    for (const spec of [DEMO, DEMO2]) {
      const m = id(spec.email);
      // Every CSAT rating came through conversations/csat.ts: asked about a closed conversation, answered after it closed.
      expect(
        Number(
          (
            await column(
              `SELECT count(*) FROM feedbacks f LEFT JOIN csat_requests r ON r.merchant_id = f.merchant_id AND r.feedback_id = f.id
               LEFT JOIN conversations v ON v.id = r.conversation_id
               WHERE f.merchant_id = $1 AND (r.state IS NULL OR r.state NOT IN ('rated', 'commented') OR f.created_at < v.ended_at)`,
              [m],
            )
          )[0],
        ),
      ).toBe(0);
      for (const month of MONTHS) {
        const start = new Date(`${month}-01T00:00:00Z`);
        const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
        const p = [m, start, end];
        expect(
          Number(
            (await column('SELECT count(*) FROM conversations WHERE merchant_id = $1 AND started_at >= $2 AND started_at < $3', p))[0],
          ),
        ).toBeGreaterThan(20);
        expect(
          Number((await column('SELECT count(*) FROM feedbacks WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3', p))[0]),
        ).toBeGreaterThan(5);
        expect(
          (
            await column<string>(
              // The inbox's seeded bot and agent replies (seed/inbox.ts) are queued like real ones: the delivery worker sends them at start.
              `SELECT DISTINCT status FROM outbound_messages WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3 AND status <> 'queued'`,
              p,
            )
          ).sort(),
        ).toEqual(['delivered', 'failed', 'seen', 'sent']);
        expect(
          Number(
            (
              await column(
                `SELECT count(*) FROM outbound_messages WHERE merchant_id = $1 AND kind = 'cart_reminder' AND created_at >= $2 AND created_at < $3`,
                p,
              )
            )[0],
          ),
        ).toBeGreaterThan(0);
        expect(
          Number((await column('SELECT count(*) FROM request_log WHERE merchant_id = $1 AND at >= $2 AND at < $3', p))[0]),
        ).toBeGreaterThan(0);
      }
    }
  });

  it('does nothing on a database that already has merchants', async () => {
    const again = await seed(db, { now: NOW, passwordHash: 'x' });
    expect(again.skipped).toBe(true);
    expect(await column('SELECT count(*) FROM merchants')).toEqual([3]);
  });

  it('is deterministic: the same "now" gives the same rows', async () => {
    const other = await openMigratedPglite();
    try {
      await seed(other, { now: NOW, passwordHash: 'not-used' });
      const fingerprint = async (d: Db) =>
        (
          await d.query<{ h: string }>(
            `SELECT md5(string_agg(order_id || phone || customer_name || status || total::text || order_date::text, ',' ORDER BY order_id)) AS h FROM orders`,
          )
        ).rows[0]?.h;
      expect(await fingerprint(other)).toBe(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 300_000);
});

describe('seed: demo@’s inbox', () => {
  it('has bilingual conversations in every state, the assigned and closed ones with agent@wasl.dev', async () => {
    {
      const { rows } = await db.query<{ state: string; agent: string | null; profile_name: string }>(
        `SELECT c.state, a.email AS agent, t.profile_name FROM customer_threads t
         JOIN conversations c ON c.merchant_id = t.merchant_id AND c.id = t.conversation_id
         JOIN merchants m ON m.id = t.merchant_id LEFT JOIN agents a ON a.id = c.agent_id
         WHERE m.email = 'demo@wasl.dev' ORDER BY c.state`,
      );
      expect(rows.map((r) => r.state)).toEqual(['assigned', 'bot', 'closed', 'waiting']);
      expect(rows.find((r) => r.state === 'assigned')?.agent).toBe('agent@wasl.dev');
      expect(rows.find((r) => r.state === 'closed')?.agent).toBe('agent@wasl.dev');
      expect(rows.some((r) => /[\u0600-\u06FF]/.test(r.profile_name))).toBe(true);
      expect(rows.some((r) => /[A-Za-z]/.test(r.profile_name))).toBe(true);
      const demo2 = await db.query(
        `SELECT 1 FROM customer_threads t JOIN merchants m ON m.id = t.merchant_id WHERE m.email = 'demo2@wasl.dev'`,
      );
      expect(demo2.rows).toHaveLength(0);
    }
  });
});

describe('seed: a demo handover reaches agent@wasl.dev (fixed contract)', () => {
  /** A new customer says hello, then types the demo flow's handover button title, at `at` (the business clock). */
  async function handOverAt(phone: string, at: Date) {
    const merchantId = id(DEMO.email);
    let n = 0;
    for (const text of ['Hello', handoverSectionName(DEMO)]) {
      const when = new Date(at.getTime() + n * 60_000);
      const timestamp = Math.floor(when.getTime() / 1000);
      await handleInbound(
        { db, now: () => when },
        {
          phoneNumberId: '',
          from: phone,
          text,
          timestamp,
          merchantId,
          message: {
            id: `wamid.handover-${phone}-${++n}`,
            timestamp,
            phone,
            waId: phone,
            userId: null,
            username: null,
            profileName: 'Handover test',
            type: 'text',
            text,
            payload: {},
          },
        },
      );
    }
    const { rows } = await db.query<{ state: string; agent: string | null; section: string | null }>(
      `SELECT c.state, a.email AS agent, s.name AS section FROM customer_threads t
       JOIN conversations c ON c.merchant_id = t.merchant_id AND c.id = t.conversation_id
       LEFT JOIN agents a ON a.merchant_id = c.merchant_id AND a.id = c.agent_id
       LEFT JOIN sections s ON s.merchant_id = c.merchant_id AND s.id = c.section_id
       WHERE t.merchant_id = $1 AND t.phone = $2`,
      [merchantId, phone],
    );
    return rows[0]!;
  }
  const agentId = async () => (await column<number>('SELECT id FROM agents WHERE email = $1', [DEMO_AGENT.email]))[0] as number;
  const agentSees = async (phone: string, filter: 'mine' | 'waiting') =>
    (
      await listConversations(
        db,
        id(DEMO.email),
        { kind: 'agent', agentId: await agentId() },
        { filter, page: 1 },
        // The rows' numbers as the merchant would see them (which rows, not how they read, is checked here).
        numberView(new SecretBox(randomBytes(32)), id(DEMO.email), true),
      )
    ).conversations.some((c) => c.phone === phone);

  it('has agent@ as the one active agent in service in the handover section', async () => {
    const inService = await column<string>(
      `SELECT a.email FROM agents a JOIN sections s ON s.merchant_id = a.merchant_id AND s.name = $2
       WHERE a.merchant_id = $1 AND a.status = 'active' AND a.service
         AND (a.section_id = s.id OR EXISTS (SELECT 1 FROM agent_sections x WHERE x.agent_id = a.id AND x.section_id = s.id))`,
      [id(DEMO.email), handoverSectionName(DEMO)],
    );
    expect(inService).toEqual([DEMO_AGENT.email]);
  });

  it('inside support hours (12:30 in Riyadh) assigns the handover to agent@', async () => {
    const phone = '966551479901';
    // Customer care serves 08:00–23:00 Asia/Riyadh; NOW is 09:30 UTC = 12:30 in Riyadh.
    const r = await handOverAt(phone, new Date(NOW.getTime() + 5 * 60_000));
    expect(r).toEqual({ state: 'assigned', agent: DEMO_AGENT.email, section: handoverSectionName(DEMO) });
    expect(await agentSees(phone, 'mine')).toBe(true);
  });

  it('outside support hours (02:30 in Riyadh) queues it in the section, where agent@ sees it waiting', async () => {
    const phone = '966551479902';
    const r = await handOverAt(phone, new Date('2026-11-23T23:30:00Z'));
    expect(r).toEqual({ state: 'waiting', agent: null, section: handoverSectionName(DEMO) });
    expect(await agentSees(phone, 'waiting')).toBe(true);
  });
});
