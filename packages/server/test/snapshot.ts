/** Database snapshots and consistency checks shared by the security suites. */
import type { Db } from '../src/db/db.ts';

/** Tables that carry merchant_id (found from the catalogue, so new tables are covered too). */
export async function tenantTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT DISTINCT c.table_name FROM information_schema.columns c JOIN information_schema.tables t
       ON t.table_name = c.table_name AND t.table_schema = c.table_schema
     WHERE c.column_name = 'merchant_id' AND c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return rows.map((r) => r.table_name);
}

/** Every row a merchant owns (its merchants row included), as sorted JSON per table. */
export async function merchantSnapshot(db: Db, merchantId: number, exclude: readonly string[] = []): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const merchant = await db.query<{ j: string }>('SELECT row_to_json(m)::text AS j FROM merchants m WHERE id = $1', [merchantId]);
  out.merchants = merchant.rows.map((r) => r.j);
  for (const table of await tenantTables(db)) {
    if (exclude.includes(table)) continue;
    const { rows } = await db.query<{ j: string }>(`SELECT row_to_json(x)::text AS j FROM ${table} x WHERE merchant_id = $1 ORDER BY 1`, [
      merchantId,
    ]);
    out[table] = rows.map((r) => r.j);
  }
  return out;
}

/** Row counts per tenant table for one merchant. */
export async function merchantCounts(db: Db, merchantId: number, exclude: readonly string[] = []): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await tenantTables(db)) {
    if (exclude.includes(table)) continue;
    const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE merchant_id = $1`, [merchantId]);
    out[table] = Number(rows[0]?.n ?? 0);
  }
  return out;
}

/**
 * Cross-table consistency: child rows belong to their parent's merchant, and values stay in
 * their domains. Answers the list of violated checks (empty when consistent).
 */
export async function consistencyProblems(db: Db): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'order items follow their order',
      'SELECT count(*) AS n FROM order_items i JOIN orders o ON o.id = i.order_pk WHERE i.merchant_id <> o.merchant_id',
    ],
    [
      'status history follows its order',
      'SELECT count(*) AS n FROM order_status_history h JOIN orders o ON o.id = h.order_pk WHERE h.merchant_id <> o.merchant_id',
    ],
    [
      'ticket messages follow their ticket',
      'SELECT count(*) AS n FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE m.merchant_id <> t.merchant_id',
    ],
    [
      'agent sections follow the agent',
      'SELECT count(*) AS n FROM agent_sections s JOIN agents a ON a.id = s.agent_id WHERE s.merchant_id <> a.merchant_id',
    ],
    [
      'agent sections follow the section',
      'SELECT count(*) AS n FROM agent_sections s JOIN sections x ON x.id = s.section_id WHERE s.merchant_id <> x.merchant_id',
    ],
    [
      'an agent’s main section is its merchant’s',
      'SELECT count(*) AS n FROM agents a JOIN sections s ON s.id = a.section_id WHERE a.merchant_id <> s.merchant_id',
    ],
    [
      'conversations use their merchant’s agents',
      'SELECT count(*) AS n FROM conversations c JOIN agents a ON a.id = c.agent_id WHERE c.merchant_id <> a.merchant_id',
    ],
    ['coins never negative', 'SELECT count(*) AS n FROM subscriptions WHERE coins < 0'],
    [
      'known order statuses',
      `SELECT count(*) AS n FROM orders WHERE status NOT IN ('placed','packed','shipped','reached_nearest_hub','out_for_delivery','delivered','cancelled','returned','replaced','refunded')`,
    ],
    [
      'known campaign statuses',
      `SELECT count(*) AS n FROM campaigns WHERE status NOT IN ('pending','scheduled','ongoing','paused','completed','rejected')`,
    ],
    ['known ticket statuses', `SELECT count(*) AS n FROM tickets WHERE status NOT IN ('open','closed')`],
    [
      'campaign recipients of their campaign’s merchant',
      'SELECT count(*) AS n FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id WHERE r.merchant_id <> c.merchant_id',
    ],
    ['reserved coins never negative', 'SELECT count(*) AS n FROM campaigns WHERE coins_reserved < 0'],
    ['levels 0 to 2', 'SELECT count(*) AS n FROM merchants WHERE level NOT BETWEEN 0 AND 2'],
  ];
  const problems: string[] = [];
  for (const [name, sql] of checks) {
    const { rows } = await db.query<{ n: number }>(sql);
    if (Number(rows[0]?.n ?? 0) > 0) problems.push(`${name}: ${rows[0]?.n}`);
  }
  return problems;
}
