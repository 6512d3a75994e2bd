/**
 * Sliding-window rate limiter keyed by string (`ip:1.2.3.4`, `account:a@b.c`).
 *
 * Each key keeps the timestamps of its accepted attempts inside the window (at most `limit` of
 * them). A refused attempt is not recorded, so hammering a blocked key never extends the block:
 * there is no hard lockout, only "wait until the oldest attempt leaves the window".
 * Memory is bounded: stale keys are swept and, past `maxKeys`, the least recently used key goes.
 */

export interface RateLimitRule {
  /** Attempts accepted inside one window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the next attempt would be accepted; 0 when allowed. */
  retryAfterSeconds: number;
  /** Attempts left in the current window after this one. */
  remaining: number;
}

export interface LimiterOptions {
  /** Injectable clock (milliseconds), for tests. */
  now?: () => number;
  /** Most keys kept at once; beyond it stale keys are swept, then the least recently used dropped. */
  maxKeys?: number;
}

/** SPEC/issue 4: 5 attempts per 5 minutes per address, 10 per 15 minutes per account. */
export const AUTH_RATE_LIMITS = {
  address: { limit: 5, windowMs: 5 * 60_000 },
  account: { limit: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export class SlidingWindowLimiter {
  readonly rule: RateLimitRule;
  private readonly now: () => number;
  private readonly maxKeys: number;
  /** Map iteration order doubles as the LRU order (entries are re-inserted when touched). */
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;

  constructor(rule: RateLimitRule, options: LimiterOptions = {}) {
    if (!(rule.limit >= 1) || !(rule.windowMs > 0)) throw new RangeError('rate limit rule needs limit >= 1 and windowMs > 0');
    this.rule = rule;
    this.now = options.now ?? Date.now;
    this.maxKeys = Math.max(1, options.maxKeys ?? 10_000);
  }

  /** Number of keys currently held (for tests and metrics). */
  get size(): number {
    return this.hits.size;
  }

  /** Looks without recording. */
  check(key: string): RateLimitResult {
    return this.evaluate(this.live(key, this.now()), this.now());
  }

  /** Records an attempt when allowed; a refused attempt is not recorded. */
  hit(key: string): RateLimitResult {
    const now = this.now();
    const stamps = this.live(key, now);
    const result = this.evaluate(stamps, now);
    if (result.allowed) this.record(key, stamps, now);
    return result;
  }

  /** Forgets a key (e.g. never needed for auth, but handy for tests and admin tools). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Drops every key whose attempts have all left the window. */
  sweep(): void {
    const cutoff = this.now() - this.rule.windowMs;
    for (const [key, stamps] of this.hits) {
      const last = stamps[stamps.length - 1];
      if (last === undefined || last <= cutoff) this.hits.delete(key);
    }
    this.sinceSweep = 0;
  }

  /** @internal records an attempt that the caller already decided to accept. */
  record(key: string, stamps: number[], now: number): void {
    stamps.push(now);
    this.hits.delete(key);
    if (this.hits.size >= this.maxKeys) {
      this.sweep();
      while (this.hits.size >= this.maxKeys) {
        const oldest = this.hits.keys().next();
        if (oldest.done) break;
        this.hits.delete(oldest.value);
      }
    }
    this.hits.set(key, stamps);
    if (++this.sinceSweep >= 1_000) this.sweep();
  }

  /** @internal the key's timestamps still inside the window (pruned in place). */
  live(key: string, now: number): number[] {
    const stamps = this.hits.get(key);
    if (!stamps) return [];
    const cutoff = now - this.rule.windowMs;
    let drop = 0;
    while (drop < stamps.length && (stamps[drop] as number) <= cutoff) drop++;
    if (drop > 0) stamps.splice(0, drop);
    if (stamps.length === 0) this.hits.delete(key);
    return stamps;
  }

  /** @internal */
  evaluate(stamps: number[], now: number): RateLimitResult {
    if (stamps.length < this.rule.limit) {
      return { allowed: true, retryAfterSeconds: 0, remaining: this.rule.limit - stamps.length - 1 };
    }
    // The attempt that frees a slot is the one `limit` places from the end.
    const freeing = stamps[stamps.length - this.rule.limit] as number;
    const waitMs = freeing + this.rule.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), remaining: 0 };
  }
}

/** One window an attempt is counted against: `scope` names the rule's use (e.g. `auth-address`). */
export interface LimitCheck {
  scope: string;
  key: string;
  rule: RateLimitRule;
}

/**
 * Where the windows live. An attempt passes only when every check allows it, and is then recorded
 * in all of them (a refused attempt is recorded nowhere). The in-memory store is per process (PGlite
 * is single-process anyway); several processes on one PostgreSQL share the SQL store, so a limit is
 * the same whether the balancer sends the attempts to one process or spreads them.
 */
export interface RateLimitStore {
  attempt(checks: readonly LimitCheck[]): Promise<RateLimitResult>;
}

/** Combines per-window verdicts: refused when any refuses (waiting for the longest), else the least remaining. */
function combine(verdicts: RateLimitResult[]): RateLimitResult {
  const refused = verdicts.filter((v) => !v.allowed);
  if (refused.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)), remaining: 0 };
  return { allowed: true, retryAfterSeconds: 0, remaining: Math.min(...verdicts.map((v) => v.remaining)) };
}

/** Per-process windows (one SlidingWindowLimiter per scope). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, SlidingWindowLimiter>();
  private readonly now: () => number;
  constructor(private readonly options: LimiterOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  private limiter(check: LimitCheck): SlidingWindowLimiter {
    let limiter = this.limiters.get(check.scope);
    if (!limiter || limiter.rule.limit !== check.rule.limit || limiter.rule.windowMs !== check.rule.windowMs) {
      limiter = new SlidingWindowLimiter(check.rule, this.options);
      this.limiters.set(check.scope, limiter);
    }
    return limiter;
  }

  attempt(checks: readonly LimitCheck[]): Promise<RateLimitResult> {
    const now = this.now();
    const live = checks.map((check) => {
      const limiter = this.limiter(check);
      const stamps = limiter.live(check.key, now);
      return { check, limiter, stamps, verdict: limiter.evaluate(stamps, now) };
    });
    const result = combine(live.map((l) => l.verdict));
    if (result.allowed) for (const l of live) l.limiter.record(l.check.key, l.stamps, now);
    return Promise.resolve(result);
  }
}

/** The SQL store's statements need only a query runner with transactions (db/types.ts's Db). */
interface TransactionalDb {
  transaction<T>(fn: (tx: { query<R>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }> }) => Promise<T>): Promise<T>;
  query(sql: string, params?: readonly unknown[]): Promise<unknown>;
}

/**
 * Windows in the `rate_limits` table (migrations.ts), shared by every process on the database:
 * one row per scope and key holding the accepted attempts' times (ms) inside the window. An attempt
 * locks its rows (`FOR UPDATE`, keys in sorted order, so two attempts never deadlock), decides with
 * the same sliding-window arithmetic as the memory store, and writes back only when allowed —
 * concurrent attempts on one key are serialised, so N processes never accept more than the limit.
 * Rows whose window has passed (`expires_at`) are swept every `sweepEvery` attempts.
 * Times come from the process clock (injectable); processes behind one balancer share a host clock or NTP.
 */
export class SqlRateLimitStore implements RateLimitStore {
  private readonly now: () => number;
  private readonly sweepEvery: number;
  private sinceSweep = 0;
  constructor(
    private readonly db: TransactionalDb,
    options: { now?: () => number; sweepEvery?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.sweepEvery = Math.max(1, options.sweepEvery ?? 500);
  }

  async attempt(checks: readonly LimitCheck[]): Promise<RateLimitResult> {
    const now = this.now();
    const keyed = checks.map((check) => ({ check, id: `${check.scope}:${check.key}` }));
    const ids = [...new Set(keyed.map((k) => k.id))].sort();
    const result = await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO rate_limits (key, stamps, expires_at) SELECT k, '{}', to_timestamp($2::float8 / 1000) FROM unnest($1::text[]) AS k ORDER BY k ON CONFLICT (key) DO NOTHING`,
        [ids, now],
      );
      const { rows } = await tx.query<{ key: string; stamps: string[] }>(
        'SELECT key, stamps FROM rate_limits WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE',
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.key, row.stamps.map(Number)]));
      const live = keyed.map(({ check, id }) => {
        const stamps = (byId.get(id) ?? []).filter((t) => t > now - check.rule.windowMs);
        // A throwaway limiter does the same arithmetic as the memory store.
        return { check, id, stamps, verdict: new SlidingWindowLimiter(check.rule).evaluate(stamps, now) };
      });
      const verdict = combine(live.map((l) => l.verdict));
      if (verdict.allowed) {
        for (const l of live) {
          const stamps = [...l.stamps, now].slice(-l.check.rule.limit);
          await tx.query('UPDATE rate_limits SET stamps = $2::bigint[], expires_at = to_timestamp($3::float8 / 1000) WHERE key = $1', [
            l.id,
            stamps,
            now + l.check.rule.windowMs,
          ]);
        }
      }
      return verdict;
    });
    if (++this.sinceSweep >= this.sweepEvery) await this.sweep();
    return result;
  }

  /** Deletes the rows whose every attempt has left its window. */
  async sweep(): Promise<void> {
    this.sinceSweep = 0;
    await this.db.query('DELETE FROM rate_limits WHERE expires_at <= to_timestamp($1::float8 / 1000)', [this.now()]);
  }
}

export interface AuthAttempt {
  /** Client address (e.g. from the socket or a trusted proxy header). */
  address: string;
  /** E-mail of the account targeted, if any (normalised here: trimmed, lower case). */
  account?: string | undefined;
}

/**
 * The login / forgot-password / reset-password limiter: an attempt must pass both the
 * per-address and the per-account window; it is counted in both only when it passes both.
 */
export class AuthRateLimiter {
  readonly rules: { address: RateLimitRule; account: RateLimitRule };
  readonly store: RateLimitStore;

  constructor(options: LimiterOptions & { rules?: { address: RateLimitRule; account: RateLimitRule }; store?: RateLimitStore } = {}) {
    this.rules = options.rules ?? AUTH_RATE_LIMITS;
    this.store = options.store ?? new MemoryRateLimitStore(options);
  }

  attempt({ address, account }: AuthAttempt): Promise<RateLimitResult> {
    const checks: LimitCheck[] = [{ scope: 'auth-address', key: `ip:${address}`, rule: this.rules.address }];
    if (account) checks.push({ scope: 'auth-account', key: `account:${account.trim().toLowerCase()}`, rule: this.rules.account });
    return this.store.attempt(checks);
  }
}
