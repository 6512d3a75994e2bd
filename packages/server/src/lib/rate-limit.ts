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
  readonly address: SlidingWindowLimiter;
  readonly account: SlidingWindowLimiter;
  private readonly now: () => number;

  constructor(options: LimiterOptions & { rules?: { address: RateLimitRule; account: RateLimitRule } } = {}) {
    const rules = options.rules ?? AUTH_RATE_LIMITS;
    this.now = options.now ?? Date.now;
    this.address = new SlidingWindowLimiter(rules.address, options);
    this.account = new SlidingWindowLimiter(rules.account, options);
  }

  attempt({ address, account }: AuthAttempt): RateLimitResult {
    const now = this.now();
    const addressKey = `ip:${address}`;
    const accountKey = account ? `account:${account.trim().toLowerCase()}` : undefined;
    const addressStamps = this.address.live(addressKey, now);
    const byAddress = this.address.evaluate(addressStamps, now);
    const accountStamps = accountKey ? this.account.live(accountKey, now) : undefined;
    const byAccount = accountStamps ? this.account.evaluate(accountStamps, now) : undefined;
    if (!byAddress.allowed || (byAccount && !byAccount.allowed)) {
      const retry = Math.max(
        byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
        byAccount && !byAccount.allowed ? byAccount.retryAfterSeconds : 0,
      );
      return { allowed: false, retryAfterSeconds: retry, remaining: 0 };
    }
    this.address.record(addressKey, addressStamps, now);
    if (accountKey && accountStamps) this.account.record(accountKey, accountStamps, now);
    return {
      allowed: true,
      retryAfterSeconds: 0,
      remaining: Math.min(byAddress.remaining, byAccount ? byAccount.remaining : Number.POSITIVE_INFINITY),
    };
  }
}
