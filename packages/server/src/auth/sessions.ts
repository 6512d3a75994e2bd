/**
 * Sessions: 256-bit random tokens, stored only as SHA-256 hashes, 7-day expiry, revoked on logout
 * and on password change/reset. A session is the merchant's, or one of their agents' (`agent_id`):
 * removing an agent or taking them out of service revokes their sessions (`revokeAgent`).
 *
 * An in-process LRU cache of validated sessions (token hash → merchant, expiry) and of each
 * merchant's header row keeps GET /header — and the session check of every private call — from
 * costing a query once warm. Correctness:
 * - a cached session never outlives its expiry (checked on every hit, with the injectable clock);
 * - logout, password change/reset (and anything else that revokes sessions) drop the entries in
 *   this process at once — before the revoking statement and again after its transaction commits
 *   (`forgetMerchant`) — and a lookup that was already in flight when that happened is answered
 *   but not cached (generation counters), so a stale row can never be put back;
 * - every write that changes what /header shows calls `invalidateMerchant` after it committed;
 * - an entry is trusted for at most `cacheTtlMs`: with PostgreSQL (DATABASE_URL) several server
 *   processes may share the database and a revocation made by another one reaches this process
 *   only through that bound (a few seconds, Config.cacheTtlMs); with PGlite this process owns the
 *   database alone and the bound only limits the cost of a bug.
 */
import type { Db, Queryable } from '../db/db.ts';
import { newToken, sha256 } from './tokens.ts';

const CACHE_MAX = 10_000;

export interface MerchantHeader {
  Level: number;
  Business_Name: string;
  Email: string;
  Logo_Link: string;
}

/** Whose a live session is: the merchant's (agentId null) or their agent's. */
export interface SessionOwner {
  merchantId: number;
  agentId: number | null;
}

interface CachedSession extends SessionOwner {
  expiresAt: number;
  cachedAt: number;
}

export interface SessionServiceOptions {
  /** Session lifetime (SPEC §9: 7 days). */
  ttlMs: number;
  /** How long a cached session or header row is trusted without asking the database again. */
  cacheTtlMs?: number;
  now?: () => number;
}

/** Default trust of a cached entry when none is configured (PostgreSQL's bound: Config.cacheTtlMs). */
export const DEFAULT_CACHE_TTL_MS = 5_000;

export class SessionService {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly headers = new Map<number, { header: MerchantHeader; cachedAt: number }>();
  /** Bumped by every revocation: a session lookup that overlapped one is not cached. */
  private sessionGeneration = 0;
  /** Bumped by invalidateMerchant: a header read that overlapped any invalidation is not cached. */
  private headerGeneration = 0;
  private readonly now: () => number;
  readonly ttlMs: number;
  readonly cacheTtlMs: number;
  /** Counters for tests and the benchmark. */
  readonly stats = { hits: 0, misses: 0, headerHits: 0, headerMisses: 0 };

  constructor(
    private readonly db: Db,
    options: SessionServiceOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * Creates a session and returns the raw token (shown once, to the client): the merchant's, or with
   * `agentId` one of the merchant's agents'.
   */
  async create(
    merchantId: number,
    meta: { ip?: string; userAgent?: string } = {},
    q: Queryable = this.db,
    agentId: number | null = null,
  ): Promise<string> {
    const token = newToken();
    const expires = new Date(this.now() + this.ttlMs);
    await q.query('INSERT INTO sessions (token_hash, merchant_id, expires_at, ip, user_agent, agent_id) VALUES ($1, $2, $3, $4, $5, $6)', [
      sha256(token),
      merchantId,
      expires,
      meta.ip?.slice(0, 64) ?? null,
      meta.userAgent?.slice(0, 256) ?? null,
      agentId,
    ]);
    return token;
  }

  /** The merchant id of a live session, or undefined (missing, unknown, revoked or expired). */
  async validate(token: string | undefined): Promise<number | undefined> {
    return (await this.lookup(token))?.merchantId;
  }

  /** Whose a live session is (merchant, and agent or null), or undefined (missing, unknown, revoked or expired). */
  async lookup(token: string | undefined): Promise<SessionOwner | undefined> {
    if (!token || token.length > 256) return undefined;
    const hash = sha256(token);
    const now = this.now();
    const cached = this.sessions.get(hash);
    if (cached) {
      this.sessions.delete(hash);
      // Expired: refused from the entry itself (an expiry never moves, so no query is needed).
      if (cached.expiresAt <= now) return undefined;
      if (now - cached.cachedAt < this.cacheTtlMs) {
        this.stats.hits += 1;
        this.sessions.set(hash, cached); // back at the LRU's young end
        return { merchantId: cached.merchantId, agentId: cached.agentId };
      }
    }
    this.stats.misses += 1;
    const generation = this.sessionGeneration;
    const { rows } = await this.db.query<{ merchant_id: number; agent_id: number | null; expires_at: Date }>(
      'SELECT merchant_id, agent_id, expires_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
      [hash, new Date(now)],
    );
    const row = rows[0];
    if (!row) return undefined;
    const owner: SessionOwner = { merchantId: row.merchant_id, agentId: row.agent_id };
    // A revocation ran while this lookup was in flight: answer it, but do not cache what may be stale.
    if (generation !== this.sessionGeneration) return owner;
    if (this.sessions.size >= CACHE_MAX) {
      const oldest = this.sessions.keys().next();
      if (!oldest.done) this.sessions.delete(oldest.value);
    }
    this.sessions.set(hash, { ...owner, expiresAt: row.expires_at.getTime(), cachedAt: now });
    return owner;
  }

  /** Logout: revokes this one session. */
  async revoke(token: string): Promise<void> {
    const hash = sha256(token);
    this.sessionGeneration += 1;
    this.sessions.delete(hash);
    await this.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hash]);
    this.sessionGeneration += 1;
    this.sessions.delete(hash);
  }

  /**
   * Password change/reset: revokes every session of the merchant (except `keepToken`; their agents'
   * sessions are theirs and stay). Inside a
   * transaction (`q`), call `forgetMerchant` again once it has committed.
   */
  async revokeAll(merchantId: number, keepToken?: string, q: Queryable = this.db): Promise<void> {
    const keep = keepToken ? sha256(keepToken) : '';
    this.forgetMerchant(merchantId, keep);
    await q.query(
      'UPDATE sessions SET revoked_at = now() WHERE merchant_id = $1 AND agent_id IS NULL AND revoked_at IS NULL AND token_hash <> $2',
      [merchantId, keep],
    );
    this.forgetMerchant(merchantId, keep);
  }

  /**
   * An agent removed, taken out of service or with a new password: revokes every session of the
   * agent (except `keepToken`). Inside a transaction (`q`), call `forgetAgent` again once it has committed.
   */
  async revokeAgent(merchantId: number, agentId: number, keepToken?: string, q: Queryable = this.db): Promise<void> {
    const keep = keepToken ? sha256(keepToken) : '';
    this.forgetAgent(agentId, keep);
    await q.query(
      'UPDATE sessions SET revoked_at = now() WHERE merchant_id = $1 AND agent_id = $2 AND revoked_at IS NULL AND token_hash <> $3',
      [merchantId, agentId, keep],
    );
    this.forgetAgent(agentId, keep);
  }

  /** Drops the agent's cached sessions (all but the hash `keepHash`); lookups in flight are not cached. */
  forgetAgent(agentId: number, keepHash = ''): void {
    this.sessionGeneration += 1;
    for (const [hash, entry] of this.sessions) if (entry.agentId === agentId && hash !== keepHash) this.sessions.delete(hash);
  }

  /** Drops the merchant's cached sessions (all but the hash `keepHash`); lookups in flight are not cached. */
  forgetMerchant(merchantId: number, keepHash = ''): void {
    this.sessionGeneration += 1;
    for (const [hash, entry] of this.sessions) if (entry.merchantId === merchantId && hash !== keepHash) this.sessions.delete(hash);
  }

  /** Header fields of a merchant, cached like sessions; call invalidateMerchant after changing them. */
  async header(merchantId: number): Promise<MerchantHeader | undefined> {
    const now = this.now();
    const cached = this.headers.get(merchantId);
    if (cached && now - cached.cachedAt < this.cacheTtlMs) {
      this.stats.headerHits += 1;
      return cached.header;
    }
    this.stats.headerMisses += 1;
    const generation = this.headerGeneration;
    const { rows } = await this.db.query<{ level: number; business_name: string; email: string; logo_link: string }>(
      'SELECT level, business_name, email, logo_link FROM merchants WHERE id = $1',
      [merchantId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const header = { Level: row.level, Business_Name: row.business_name, Email: row.email, Logo_Link: row.logo_link };
    // A write was invalidated while the row was being read: do not cache it.
    if (generation !== this.headerGeneration) return header;
    if (this.headers.size >= CACHE_MAX) {
      const oldest = this.headers.keys().next();
      if (!oldest.done) this.headers.delete(oldest.value);
    }
    this.headers.set(merchantId, { header, cachedAt: now });
    return header;
  }

  /** After a committed write to what /header shows (business name, logo, Level, e-mail, package …). */
  invalidateMerchant(merchantId: number): void {
    this.headerGeneration += 1;
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
