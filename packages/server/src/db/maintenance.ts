/**
 * A small autovacuum for PGlite, which has none (PostgreSQL's own autovacuum serves DATABASE_URL).
 *
 * Why it matters here: the orders page pages its ids with an index-only scan, which reads the heap
 * for every row of a page not marked all-visible — only VACUUM sets that map. And the planner needs
 * fresh statistics (ANALYZE) when a table has grown a lot.
 *
 * How: `Db` counts the rows each INSERT/UPDATE/DELETE touched, per table. A timer (every minute,
 * off the request path, unref'd) then runs, one table at a time so requests interleave:
 * - `VACUUM t` when t changed by ≥ 1,000 rows, or by any row and t was last vacuumed ≥ 5 min ago
 *   (cheap: it only visits pages changed since the last run);
 * - `ANALYZE t` when t changed by more than 50 + 20 % of its rows since its last ANALYZE (like
 *   autovacuum's analyze threshold; ANALYZE samples up to 30,000 rows and costs ~0.5–3 s on a
 *   100,000-row table in WASM, so it must stay rare). The append-only logs are only vacuumed
 *   (≈ 30 ms after 90,000 new request-log rows).
 * One statement runs at a time; PGlite queues the requests behind it (a table's VACUUM after a
 * minute of writes takes milliseconds to a few hundred).
 */
import type { Logger } from '../config.ts';

export interface MaintenanceTarget {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

export interface MaintenanceOptions {
  /** @default 60 s */
  intervalMs?: number;
  /** Changed rows that make a table due for VACUUM at the next tick. @default 1000 */
  vacuumRows?: number;
  /** A table with any change is vacuumed when its last VACUUM is this old. @default 5 min */
  vacuumAgeMs?: number;
  now?: () => number;
  log?: Logger;
}

interface TableState {
  sinceVacuum: number;
  sinceAnalyze: number;
  vacuumedAt: number;
}

/**
 * Append-only logs: never ANALYZEd by the timer — their column statistics hardly matter to any query,
 * VACUUM keeps their row count (reltuples) current, and under load the request log grows by
 * thousands of rows a second, so an ANALYZE (~0.2 s idle, ~1 s loaded, blocking PGlite) would recur.
 */
const LOG_TABLES = new Set(['request_log', 'email_outbox']);

const WRITE = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+("?)([a-z_][a-z0-9_]*)\1/i;

/** The table a write statement changes, or undefined for anything else. */
export function writtenTable(sql: string): string | undefined {
  return WRITE.exec(sql)?.[2]?.toLowerCase();
}

export class PgliteMaintenance {
  private readonly tables = new Map<string, TableState>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  /** What ran, for tests and the log. */
  readonly history: string[] = [];
  /** Set by the server once its logger exists. */
  log: Logger | undefined;

  constructor(
    private readonly db: MaintenanceTarget,
    private readonly options: MaintenanceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  /** Called by Db after each statement with the rows it touched. */
  noteWrite(sql: string, rows: number): void {
    if (rows <= 0) return;
    const table = writtenTable(sql);
    if (!table) return;
    const state = this.tables.get(table) ?? { sinceVacuum: 0, sinceAnalyze: 0, vacuumedAt: this.now() };
    state.sinceVacuum += rows;
    state.sinceAnalyze += rows;
    this.tables.set(table, state);
  }

  /** Starts the periodic check (idempotent). */
  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.options.intervalMs ?? 60_000).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Runs what is due now; resolves when done (a tick never overlaps another). */
  tick(force = false): Promise<void> {
    this.running = this.running
      .then(() => this.runDue(force))
      .catch((error: unknown) => {
        this.log?.warn('maintenance failed', (error as Error).message);
      });
    return this.running;
  }

  /** VACUUM of every table (at start, off the critical path: sets what the last process left unset). */
  vacuumAll(analyze = false): Promise<void> {
    this.running = this.running
      .then(async () => {
        const started = this.now();
        await this.db.exec(analyze ? 'VACUUM ANALYZE' : 'VACUUM');
        for (const state of this.tables.values()) {
          state.sinceVacuum = 0;
          state.vacuumedAt = this.now();
          if (analyze) state.sinceAnalyze = 0;
        }
        this.history.push(analyze ? 'VACUUM ANALYZE' : 'VACUUM');
        this.log?.debug(`maintenance: ${analyze ? 'VACUUM ANALYZE' : 'VACUUM'} in ${this.now() - started} ms`);
      })
      .catch((error: unknown) => {
        this.log?.warn('maintenance failed', (error as Error).message);
      });
    return this.running;
  }

  private async runDue(force: boolean): Promise<void> {
    const due = [...this.tables.entries()].filter(([, s]) => s.sinceVacuum > 0 || s.sinceAnalyze > 0);
    if (due.length === 0) return;
    const { rows } = await this.db.query<{ relname: string; reltuples: number }>(
      `SELECT relname, reltuples FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND relname = ANY($1::text[])`,
      [due.map(([name]) => name)],
    );
    const sizes = new Map(rows.map((r) => [r.relname, Math.max(0, Number(r.reltuples))]));
    for (const [table, state] of due) {
      if (!sizes.has(table)) {
        this.tables.delete(table); // not a table of ours (or gone)
        continue;
      }
      const size = sizes.get(table)!;
      const vacuum =
        state.sinceVacuum > 0 &&
        (force ||
          state.sinceVacuum >= (this.options.vacuumRows ?? 1000) ||
          this.now() - state.vacuumedAt >= (this.options.vacuumAgeMs ?? 300_000));
      const analyze = !LOG_TABLES.has(table) && state.sinceAnalyze > 50 + 0.2 * size;
      if (!vacuum && !analyze) continue;
      // Identifiers come from pg_class (checked above), quoted all the same.
      const statement = `${vacuum ? 'VACUUM' : ''}${vacuum && analyze ? ' (ANALYZE)' : analyze ? 'ANALYZE' : ''} "${table}"`;
      const started = this.now();
      await this.db.exec(statement);
      if (vacuum) {
        state.sinceVacuum = 0;
        state.vacuumedAt = this.now();
      }
      if (analyze) state.sinceAnalyze = 0;
      this.history.push(statement);
      this.log?.debug(`maintenance: ${statement} in ${this.now() - started} ms`);
    }
  }
}
