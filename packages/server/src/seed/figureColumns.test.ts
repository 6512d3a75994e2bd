/**
 * Issue 20: "a test fails if any column a figure reads is written only by the seed". The campaign
 * figures and the dashboard's feedback card (routes/home/queries.ts FEEDBACK_SQL; the same checks
 * at the end of this file) — the campaign figures (messaging/campaigns.ts FIGURE_SQL) read the columns below; each must be written by the
 * live code (routes, messaging, webhooks — anything under src/ but the seed and tests), and every
 * column the seed writes into a table a campaign figure reads must be written by the live code too.
 * The scan reads the SQL of the sources: INSERT column lists, UPDATE … SET assignments and the
 * seed's `insertRows(q, 'table', [columns])`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURE_SQL } from '../messaging/campaigns.ts';
import { FEEDBACK_SQL } from '../routes/home/queries.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

/** table → columns written by these sources. */
function writes(sources: string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (table: string, columns: string[]) => {
    const set = out.get(table) ?? new Set<string>();
    for (const c of columns) if (c) set.add(c);
    out.set(table, set);
  };
  for (const text of sources) {
    for (const m of text.matchAll(/INSERT INTO (\w+)\s*\(([^)]*)\)/g))
      add(
        m[1]!,
        m[2]!.split(',').map((c) => c.trim()),
      );
    for (const m of text.matchAll(/UPDATE (\w+)(?:\s+(?!SET\b)\w+)?\s+SET\s+([\s\S]*?)(?=\bFROM\b|\bWHERE\b|`|RETURNING)/g)) {
      add(
        m[1]!,
        [...m[2]!.matchAll(/(?:^|,)\s*(\w+)\s*=/g)].map((a) => a[1]!),
      );
    }
    for (const m of text.matchAll(/insertRows\(\s*\w+,\s*'(\w+)',\s*\[([^\]]*)\]/g))
      add(
        m[1]!,
        [...m[2]!.matchAll(/'(\w+)'/g)].map((a) => a[1]!),
      );
  }
  return out;
}

const all = files(SRC);
const seedFiles = all.filter((f) => f.includes(`${path.sep}seed${path.sep}`));
const liveFiles = all.filter((f) => !f.includes(`${path.sep}seed${path.sep}`) && !f.includes(`${path.sep}db${path.sep}migrations`));
const live = writes(liveFiles.map((f) => readFileSync(f, 'utf8')));
const seeded = writes(seedFiles.map((f) => readFileSync(f, 'utf8')));

/** What the campaign figures read, table by table. */
const FIGURE_READS: Record<string, string[]> = {
  campaign_recipients: ['provider_message_id', 'rank', 'status', 'charged', 'delivered_at', 'phone'],
  campaign_clicks: ['position', 'phone', 'clicked_at'],
  orders: ['phone', 'total', 'order_date', 'status'],
};

describe('campaign figures read only columns the live code writes', () => {
  it('the figure statements read the columns listed here (the list stays honest)', () => {
    const sql = Object.values(FIGURE_SQL).join('\n');
    for (const [table, columns] of Object.entries(FIGURE_READS)) {
      expect(sql, table).toContain(table);
      for (const c of columns) expect(sql, `${table}.${c}`).toMatch(new RegExp(`\\b${c}\\b`));
    }
    // No stored counter of the campaigns table is a figure any more.
    expect(sql).not.toMatch(/\b(impressions|conversions|revenue)\b\s*(,|\s)*FROM campaigns\b/);
  });

  it('every column a figure reads has a writer outside the seed', () => {
    for (const [table, columns] of Object.entries(FIGURE_READS)) {
      for (const c of columns) expect(live.get(table)?.has(c), `${table}.${c} is written only by the seed`).toBe(true);
    }
  });

  it('every column the seed writes into a figure table is also written by the live code', () => {
    const tables = ['campaigns', 'campaign_recipients', 'campaign_clicks', 'campaign_links', 'orders'];
    /** Seed-only columns that no figure reads, each with its reason (not another issue's figure either). */
    const notFigures: Record<string, string> = {
      'orders.invoice': "a store's own invoice link on imported demo orders; live orders use our /orders/{id}/invoice",
    };
    const orphans: string[] = [];
    for (const table of tables) {
      for (const c of seeded.get(table) ?? []) if (!live.get(table)?.has(c) && !notFigures[`${table}.${c}`]) orphans.push(`${table}.${c}`);
    }
    expect(orphans).toEqual([]);
  });

  it('the seed records clicks and mints links only through the live functions', () => {
    expect(seeded.has('campaign_clicks')).toBe(false);
    expect(seeded.has('campaign_links')).toBe(false);
    expect(live.get('campaign_clicks')?.has('clicked_at')).toBe(true);
  });

  it('the scan sees what it should (a writer it must find)', () => {
    expect(live.get('campaign_recipients')?.has('delivered_at')).toBe(true); // messaging/status.ts
    expect(seeded.get('campaigns')?.has('name')).toBe(true); // seed/campaigns.ts insertRows
  });
});

/** What the dashboard's feedback card reads (positive/negative/neutral, average rating, by day). */
const FEEDBACK_READS: Record<string, string[]> = {
  survey_responses: ['sentiment', 'answered_at'],
  feedbacks: ['sentiment', 'rating', 'created_at'],
};

describe('the dashboard feedback card reads only what live traffic writes', () => {
  const sql = Object.values(FEEDBACK_SQL).join('\n');

  it('its statements read the columns listed here, and no table but these', () => {
    for (const [table, columns] of Object.entries(FEEDBACK_READS)) {
      expect(sql, table).toMatch(new RegExp(`FROM ${table}\\b`));
      for (const c of columns) expect(sql, `${table}.${c}`).toMatch(new RegExp(`\\b${c}\\b`));
    }
    const tables = [...sql.matchAll(/\b(?:FROM|JOIN)\s+(\w+)/g)].map((m) => m[1]!);
    expect(new Set(tables)).toEqual(new Set(Object.keys(FEEDBACK_READS)));
  });

  it('every column it reads is written outside the seed (survey replies, CSAT ratings)', () => {
    for (const [table, columns] of Object.entries(FEEDBACK_READS)) {
      for (const c of columns) expect(live.get(table)?.has(c), `${table}.${c} is written only by the seed`).toBe(true);
    }
    expect(live.get('survey_responses')?.has('sentiment')).toBe(true); // messaging/survey.ts answerSurvey
    expect(live.get('feedbacks')?.has('rating')).toBe(true); // conversations/csat.ts answerRating
  });

  it('every column the seed writes into those tables is written by the live code too', () => {
    const orphans: string[] = [];
    for (const table of Object.keys(FEEDBACK_READS)) {
      for (const c of seeded.get(table) ?? []) if (!live.get(table)?.has(c)) orphans.push(`${table}.${c}`);
    }
    expect(orphans).toEqual([]);
    // The seed's survey goes through messaging/survey.ts: it writes no response row itself.
    expect(seeded.has('survey_responses')).toBe(false);
  });

  it("the seed's ratings (CSAT) go through conversations/csat.ts: no feedback, request or agent rating written by the seed", () => {
    expect(seeded.has('feedbacks')).toBe(false);
    expect(seeded.has('csat_requests')).toBe(false);
    expect(seeded.get('agents')?.has('rating') ?? false).toBe(false);
    // …and it does call the live functions (asked, then the customer's tap and comment replayed).
    const seedSource = seedFiles.map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(seedSource).toMatch(/\baskForRating\(/);
    expect(seedSource).toMatch(/\banswerRating\(/);
    expect(live.get('feedbacks')?.has('sentiment')).toBe(true);
    expect(live.get('csat_requests')?.has('state')).toBe(true);
  });
});
