/**
 * Sessions: 256-bit random tokens, stored only as SHA-256 hashes, 7-day expiry, revoked on logout
 * and on password change/reset. Token-bound (ADR 014): each session also has a second random value,
 * the companion, sent only as an HttpOnly cookie (auth/cookies.ts) and stored only as its SHA-256;
 * a call needs both, so a token read by injected script is useless without the browser that holds
 * the cookie. Besides the absolute expiry, a session unused for `idleMs` (SESSION_IDLE_HOURS) ends;
 * its `last_seen_at` is written at most once per `touchIntervalMs` (a minute) per session and
 * process, never on every call. A session is the merchant's, or one of their agents' (`agent_id`):
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
import { timingSafeEqual } from 'node:crypto';
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

/** What a revocation ended: one session (by token hash), an agent's sessions, or a merchant's. */
export type Revocation = { hash: string } | { agentId: number } | { merchantId: number };

/** A new session: the token (the `access-token` cookie) and its companion (the HttpOnly cookie). */
export interface NewSession {
  token: string;
  companion: string;
}

interface CachedSession extends SessionOwner {
  /** SHA-256 of the companion; '' for a row without one (ended at the upgrade, never matches). */
  companionHash: string;
  expiresAt: number;
  /** The last use this process knows of (read from the row, or written by this process). */
  lastSeenAt: number;
  cachedAt: number;
}

export interface SessionServiceOptions {
  /** Session lifetime (SPEC §9: 7 days). */
  ttlMs: number;
  /** How long a cached session or header row is trusted without asking the database again. */
  cacheTtlMs?: number;
  /** A session unused this long ends (SESSION_IDLE_HOURS, default 24 h). */
  idleMs?: number;
  /** `last_seen_at` is written at most this often per session (default one minute). */
  touchIntervalMs?: number;
  now?: () => number;
}

/** Default idle timeout (Config.sessionIdleMs: SESSION_IDLE_HOURS). */
export const DEFAULT_IDLE_MS = 24 * 3600_000;
/** How often a session's last use is written, at most. */
export const DEFAULT_TOUCH_INTERVAL_MS = 60_000;

/** Equal SHA-256 hex digests, compared in constant time. */
function sameHash(a: string, b: string): boolean {
  return a.length === b.length && a.length > 0 && timingSafeEqual(Buffer.from(a), Buffer.from(b));
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
  readonly idleMs: number;
  readonly touchIntervalMs: number;
  /** Counters for tests and the benchmark (`touches`: last_seen_at writes). */
  readonly stats = { hits: 0, misses: 0, headerHits: 0, headerMisses: 0, touches: 0 };
  /** last_seen_at writes not yet finished (they do not hold up the call that caused them). */
  private readonly pendingTouches = new Set<Promise<unknown>>();
  /** Told after every revocation made in this process (the inbox's open event streams re-check their session). */
  private readonly revocationListeners = new Set<(revoked: Revocation) => void>();

  constructor(
    private readonly db: Db,
    options: SessionServiceOptions,
  ) {
    this.ttlMs = options.ttlMs;
    this.cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.touchIntervalMs = options.touchIntervalMs ?? DEFAULT_TOUCH_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * Creates a session and returns its raw token and companion (shown once, to the client: the token
   * in the answer, the companion as an HttpOnly cookie, auth/cookies.ts): the merchant's, or with
   * `agentId` one of the merchant's agents'. Both are new random values: nothing a client sends is
   * ever reused (no session fixation).
   */
  async create(
    merchantId: number,
    meta: { ip?: string; userAgent?: string } = {},
    q: Queryable = this.db,
    agentId: number | null = null,
  ): Promise<NewSession> {
    const token = newToken();
    const companion = newToken();
    const now = this.now();
    await q.query(
      `INSERT INTO sessions (token_hash, merchant_id, expires_at, ip, user_agent, agent_id, companion_hash, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sha256(token),
        merchantId,
        new Date(now + this.ttlMs),
        meta.ip?.slice(0, 64) ?? null,
        meta.userAgent?.slice(0, 256) ?? null,
        agentId,
        sha256(companion),
        new Date(now),
      ],
    );
    return { token, companion };
  }

  /** The merchant id of a live session, or undefined (missing, unknown, revoked, expired, idle, or wrong companion). */
  async validate(token: string | undefined, companion: string | undefined): Promise<number | undefined> {
    return (await this.lookup(token, companion))?.merchantId;
  }

  /**
   * Whose a live session is (merchant, and agent or null), or undefined: token or companion missing,
   * unknown, revoked, expired, idle too long, or a companion that is not this session's.
   */
  async lookup(token: string | undefined, companion: string | undefined): Promise<SessionOwner | undefined> {
    if (!token || token.length > 256 || !companion || companion.length > 256) return undefined;
    const hash = sha256(token);
    const companionHash = sha256(companion);
    const now = this.now();
    const cached = this.sessions.get(hash);
    if (cached) {
      this.sessions.delete(hash);
      // Expired: refused from the entry itself (an expiry never moves, so no query is needed).
      if (cached.expiresAt <= now) return undefined;
      // Idle by what this process knows: asked again below (another process may have seen it used).
      if (now - cached.cachedAt < this.cacheTtlMs && now - cached.lastSeenAt < this.idleMs) {
        this.sessions.set(hash, cached); // back at the LRU's young end
        if (!sameHash(cached.companionHash, companionHash)) return undefined;
        this.stats.hits += 1;
        this.touch(hash, cached, now);
        return { merchantId: cached.merchantId, agentId: cached.agentId };
      }
    }
    this.stats.misses += 1;
    const generation = this.sessionGeneration;
    const { rows } = await this.db.query<{
      merchant_id: number;
      agent_id: number | null;
      expires_at: Date;
      last_seen_at: Date;
      companion_hash: string | null;
    }>(
      `SELECT merchant_id, agent_id, expires_at, last_seen_at, companion_hash FROM sessions
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3`,
      [hash, new Date(now), new Date(now - this.idleMs)],
    );
    const row = rows[0];
    if (!row) return undefined;
    const entry: CachedSession = {
      merchantId: row.merchant_id,
      agentId: row.agent_id,
      companionHash: row.companion_hash ?? '',
      expiresAt: row.expires_at.getTime(),
      // A last-use write this process started may not have landed yet (the cached entry expired
      // while it was in flight): the later of the two, so that use is not written twice.
      lastSeenAt: Math.max(row.last_seen_at.getTime(), cached?.lastSeenAt ?? 0),
      cachedAt: now,
    };
    if (!sameHash(entry.companionHash, companionHash)) return undefined;
    this.touch(hash, entry, now);
    const owner: SessionOwner = { merchantId: entry.merchantId, agentId: entry.agentId };
    // A revocation ran while this lookup was in flight: answer it, but do not cache what may be stale.
    if (generation !== this.sessionGeneration) return owner;
    if (this.sessions.size >= CACHE_MAX) {
      const oldest = this.sessions.keys().next();
      if (!oldest.done) this.sessions.delete(oldest.value);
    }
    this.sessions.set(hash, entry);
    return owner;
  }

  /**
   * Records a use for the idle timeout: at most one write per `touchIntervalMs` per session (and
   * process), not awaited by the call (its latency stays that of a cache hit).
   */
  private touch(hash: string, entry: CachedSession, now: number): void {
    if (now - entry.lastSeenAt < this.touchIntervalMs) return;
    entry.lastSeenAt = now;
    this.stats.touches += 1;
    const at = new Date(now);
    const write = this.db
      .query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [hash, at])
      .catch(() => undefined) // a closed database at shutdown; the next use writes again
      .finally(() => this.pendingTouches.delete(write));
    this.pendingTouches.add(write);
  }

  /**
   * Whether the session of this token hash is live now (not revoked, expired or idle; a deleted
   * agent's sessions are gone). Always asks the database: for checks that must see another
   * process's revocation (the inbox's event stream), not for every call.
   */
  async alive(hash: string): Promise<boolean> {
    const now = this.now();
    const { rows } = await this.db.query(
      'SELECT 1 FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3',
      [hash, new Date(now), new Date(now - this.idleMs)],
    );
    return rows.length > 0;
  }

  /** Calls `listener` after each revocation made in this process (logout, password, agent removed or out of service); answers the unsubscribe. */
  onRevoked(listener: (revoked: Revocation) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  private revoked(revoked: Revocation): void {
    for (const listener of this.revocationListeners) listener(revoked);
  }

  /** Waits for the last-use writes in flight (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pendingTouches]);
  }

  /** Logout: revokes this one session. */
  async revoke(token: string): Promise<void> {
    const hash = sha256(token);
    this.sessionGeneration += 1;
    this.sessions.delete(hash);
    await this.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hash]);
    this.sessionGeneration += 1;
    this.sessions.delete(hash);
    this.revoked({ hash });
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
    this.revoked({ agentId });
  }

  /** Drops the merchant's cached sessions (all but the hash `keepHash`); lookups in flight are not cached. */
  forgetMerchant(merchantId: number, keepHash = ''): void {
    this.sessionGeneration += 1;
    for (const [hash, entry] of this.sessions) if (entry.merchantId === merchantId && hash !== keepHash) this.sessions.delete(hash);
    this.revoked({ merchantId });
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

  /** Deletes sessions expired, revoked or gone idle more than a day ago (called hourly). */
  async prune(): Promise<number> {
    const idleSince = new Date(this.now() - this.idleMs - 24 * 3600_000);
    const { rowCount } = await this.db.query(
      "DELETE FROM sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day' OR last_seen_at < $1",
      [idleSince],
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
