/**
 * Sessions: 256-bit random tokens, stored only as SHA-256 hashes, 7-day expiry, revoked on logout
 * and on password change.
 *
 * An in-process LRU cache of validated sessions (and of the merchant's header fields) keeps
 * GET /header and every private call from costing a session query. Correctness:
 * - an entry never outlives the session's expiry (checked on every hit);
 * - logout and password change in this process drop the entries at once;
 * - an entry is trusted for at most CACHE_TTL_MS, so a revocation made by another process sharing
 *   the same PostgreSQL takes effect within that time.
 */
import type { Db, Queryable } from '../db/db.ts';
import { newToken, sha256 } from './tokens.ts';

export const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;

export interface MerchantHeader {
  Level: number;
  Business_Name: string;
  Email: string;
  Logo_Link: string;
}

interface CachedSession {
  merchantId: number;
  expiresAt: number;
  cachedAt: number;
}

export interface SessionServiceOptions {
  ttlMs: number;
  now?: () => number;
}

export class SessionService {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly headers = new Map<number, { header: MerchantHeader; cachedAt: number }>();
  private readonly now: () => number;
  readonly ttlMs: number;
  /** Counters for tests and the benchmark. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Db,
    options: SessionServiceOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /** Creates a session and returns the raw token (shown once, to the client). */
  async create(merchantId: number, meta: { ip?: string; userAgent?: string } = {}, q: Queryable = this.db): Promise<string> {
    const token = newToken();
    const expires = new Date(this.now() + this.ttlMs);
    await q.query('INSERT INTO sessions (token_hash, merchant_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5)', [
      sha256(token),
      merchantId,
      expires,
      meta.ip?.slice(0, 64) ?? null,
      meta.userAgent?.slice(0, 256) ?? null,
    ]);
    return token;
  }

  /** The merchant id of a live session, or undefined (missing, unknown, revoked or expired). */
  async validate(token: string | undefined): Promise<number | undefined> {
    if (!token || token.length > 256) return undefined;
    const hash = sha256(token);
    const now = this.now();
    const cached = this.sessions.get(hash);
    if (cached) {
      if (cached.expiresAt > now && now - cached.cachedAt < CACHE_TTL_MS) {
        this.stats.hits += 1;
        // Refresh LRU position.
        this.sessions.delete(hash);
        this.sessions.set(hash, cached);
        return cached.merchantId;
      }
      this.sessions.delete(hash);
    }
    this.stats.misses += 1;
    const { rows } = await this.db.query<{ merchant_id: number; expires_at: Date }>(
      'SELECT merchant_id, expires_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
      [hash, new Date(now)],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (this.sessions.size >= CACHE_MAX) {
      const oldest = this.sessions.keys().next();
      if (!oldest.done) this.sessions.delete(oldest.value);
    }
    this.sessions.set(hash, { merchantId: row.merchant_id, expiresAt: row.expires_at.getTime(), cachedAt: now });
    return row.merchant_id;
  }

  /** Logout: revokes this one session. */
  async revoke(token: string): Promise<void> {
    const hash = sha256(token);
    this.sessions.delete(hash);
    await this.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hash]);
  }

  /** Password change/reset: revokes every session of the merchant (except `keepToken`). */
  async revokeAll(merchantId: number, keepToken?: string, q: Queryable = this.db): Promise<void> {
    const keep = keepToken ? sha256(keepToken) : '';
    for (const [hash, entry] of this.sessions) if (entry.merchantId === merchantId && hash !== keep) this.sessions.delete(hash);
    await q.query('UPDATE sessions SET revoked_at = now() WHERE merchant_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
      merchantId,
      keep,
    ]);
  }

  /** Header fields of a merchant, cached like sessions; call invalidateMerchant after changing them. */
  async header(merchantId: number): Promise<MerchantHeader | undefined> {
    const now = this.now();
    const cached = this.headers.get(merchantId);
    if (cached && now - cached.cachedAt < CACHE_TTL_MS) return cached.header;
    const { rows } = await this.db.query<{ level: number; business_name: string; email: string; logo_link: string }>(
      'SELECT level, business_name, email, logo_link FROM merchants WHERE id = $1',
      [merchantId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const header = { Level: row.level, Business_Name: row.business_name, Email: row.email, Logo_Link: row.logo_link };
    if (this.headers.size >= CACHE_MAX) {
      const oldest = this.headers.keys().next();
      if (!oldest.done) this.headers.delete(oldest.value);
    }
    this.headers.set(merchantId, { header, cachedAt: now });
    return header;
  }

  invalidateMerchant(merchantId: number): void {
    this.headers.delete(merchantId);
  }

  /** Deletes sessions expired or revoked more than a day ago (called hourly). */
  async prune(): Promise<number> {
    const { rowCount } = await this.db.query(
      "DELETE FROM sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'",
    );
    return rowCount;
  }
}

/** `Authorization: <token>` (SPEC §7: the header is the cookie value) or `Authorization: Bearer <token>`. */
export function tokenFromHeader(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(trimmed);
  return (bearer ? bearer[1]! : trimmed) || undefined;
}
