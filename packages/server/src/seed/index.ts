/**
 * Seed data (ARCHITECTURE.md "Seed data, created on first start of an empty database"):
 * demo@wasl.dev and demo2@wasl.dev (Level 2, fully onboarded, data that does not overlap) and
 * new@wasl.dev (Level 0), and demo@'s agent agent@wasl.dev, all with the password Demo@2026.
 *
 * Deterministic: every value comes from a seeded PRNG and dates are relative to `now`, so the same
 * `now` gives the same rows. Fast: every table is written with a few multi-row INSERTs inside
 * one transaction (a failed seed leaves nothing behind).
 */
import { hashPassword } from '../auth/passwords.ts';
import { seedAgentLogin } from './agentLogin.ts';
import { seedInbox } from './inbox.ts';
import type { Db, Queryable } from '../db/db.ts';
import { seedBilling } from './billing.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedCarts } from './carts.ts';
import { seedChatbot } from './chatbot.ts';
import type { SeedContext } from './context.ts';
import { seedClients } from './customers.ts';
import { seedConversations, seedCsat } from './conversations.ts';
import { DEMO, DEMO2, NEW_MERCHANT, SEED_PASSWORD, type MerchantSpec } from './data.ts';
import { insertRows } from './insert.ts';
import { seedMerchantRow } from './merchant.ts';
import { createOutbox } from './messages.ts';
import { orderMessages, seedOrders, seedOrderTemplates } from './orders.ts';
import { Random } from './random.ts';
import { seedRequestLog } from './request-log.ts';
import { seedTickets } from './support.ts';
import { seedSurvey } from './survey.ts';
import { seedTeam } from './team.ts';

export { DEMO, DEMO2, NEW_MERCHANT, SEED_PASSWORD } from './data.ts';
export { DEMO_AGENT } from './agentLogin.ts';

export interface SeedOptions {
  /** The seed's "today" (default: the current time). */
  now?: Date;
  /** Reuse a hash instead of computing argon2id (tests that seed many databases). */
  passwordHash?: string;
}

export interface SeedResult {
  skipped: boolean;
  merchants: { email: string; id: number }[];
  /** Rows written per table. */
  counts: Record<string, number>;
}

/**
 * One demo merchant, domain by domain. The order of the calls is part of the data: they draw from
 * one PRNG in turn, so reordering them changes every row after the move.
 */
async function seedMerchant(
  q: Queryable,
  spec: MerchantSpec,
  passwordHash: string,
  now: Date,
  counts: Record<string, number>,
): Promise<number> {
  const base = {
    q,
    spec,
    rng: new Random(spec.seed),
    now,
    add: (table: string, n: number) => {
      counts[table] = (counts[table] ?? 0) + n;
    },
    ago: (ms: number) => new Date(now.getTime() - ms),
  };
  const ctx: SeedContext = { ...base, merchantId: await seedMerchantRow(base, passwordHash) };
  const team = await seedTeam(ctx);
  const orders = await seedOrders(ctx);
  await seedClients(ctx, orders.customers, orders.drafts);
  const outbox = createOutbox(ctx);
  orderMessages(ctx, outbox, orders);
  await seedConversations(ctx, team, orders.customers);
  const carts = await seedCarts(ctx, outbox, orders.customers, orders.drafts);
  await seedCampaigns(ctx, orders.customers, orders.drafts);
  await seedChatbot(ctx, outbox, orders.customers);
  await seedTickets(ctx);
  // The subscription first: the survey goes out only when the package has it (messaging/survey.ts).
  await seedBilling(ctx);
  // CSAT through conversations/csat.ts, which asks only when the plan has agent feedback.
  await seedCsat(ctx, outbox, orders.customers);
  await seedSurvey(ctx, outbox, orders);
  await outbox.insert();
  await seedOrderTemplates(ctx);
  await seedRequestLog(ctx, orders.drafts, carts);
  return ctx.merchantId;
}

/** Seeds an empty database; does nothing when a merchant already exists. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const existing = await db.query<{ n: number }>('SELECT count(*) AS n FROM merchants');
  if (Number(existing.rows[0]?.n ?? 0) > 0) return { skipped: true, merchants: [], counts: {} };
  const hashes = options.passwordHash
    ? [options.passwordHash, options.passwordHash, options.passwordHash]
    : await Promise.all([hashPassword(SEED_PASSWORD), hashPassword(SEED_PASSWORD), hashPassword(SEED_PASSWORD)]);
  const counts: Record<string, number> = {};
  return db.transaction(async (tx) => {
    const demo = await seedMerchant(tx, DEMO, hashes[0] as string, now, counts);
    const agentId = await seedAgentLogin(tx, demo, DEMO, hashes[0] as string, now, counts);
    await seedInbox(tx, demo, agentId, now, counts);
    const demo2 = await seedMerchant(tx, DEMO2, hashes[1] as string, now, counts);
    const [fresh] = await insertRows(
      tx,
      'merchants',
      ['email', 'password_hash', 'level', 'language', 'created_at'],
      [[NEW_MERCHANT.email, hashes[2], 0, 'en', now]],
      {
        returning: 'id',
      },
    );
    counts.merchants = (counts.merchants ?? 0) + 1;
    return {
      skipped: false,
      merchants: [
        { email: DEMO.email, id: demo },
        { email: DEMO2.email, id: demo2 },
        { email: NEW_MERCHANT.email, id: Number(fresh?.id) },
      ],
      counts,
    };
  });
}
