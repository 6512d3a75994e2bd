import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  /** PGlite data folder; undefined → in-memory (tests only). */
  dataDir: string | undefined;
  /** postgres://… → PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  /** Built dashboard to serve (SPA fallback), when present. */
  staticDir: string | undefined;
  /** packages/i18n/locales, served at /locales/{lng}/{ns}.json. */
  localesDir: string | undefined;
  logLevel: LogLevel;
  /** development prints reset links to the log. */
  env: 'development' | 'production' | 'test';
  /** Origin used in e-mailed links (reset password). */
  publicUrl: string;
  /** Session lifetime (SPEC §9: 7 days). */
  sessionTtlMs: number;
  /** Password reset link lifetime (1 hour). */
  resetTtlMs: number;
  /** JSON/form body limit in bytes. */
  bodyLimit: number;
  /** Upload (logo) limit in bytes. */
  uploadLimit: number;
  /** Seconds after which the sandbox approves a pending contact number. */
  contactApprovalSeconds: number;
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  trustProxy: boolean;
  /**
   * How long an in-memory copy of shared rows (validated sessions, header rows, order-list pages and
   * counts) is trusted. PostgreSQL: a few seconds, because other server processes may change the
   * database (revoke a session) without telling this one. PGlite: this process owns the database,
   * every write invalidates in process, so the bound only caps the cost of a missed invalidation.
   */
  cacheTtlMs: number;
  /**
   * Page-view ids the dashboard was built with (the same variables Vite reads); the HTML answers'
   * CSP allows the tag manager's and the pixel's hosts only when set.
   */
  thirdParty: { gtmId: string | undefined; metaPixelId: string | undefined };
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000);
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  const databaseUrl = env.DATABASE_URL || undefined;
  const cacheSeconds = Number(env.CACHE_TTL_SECONDS);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    localesDir: env.LOCALES_DIR ? path.resolve(env.LOCALES_DIR) : undefined,
    logLevel: LEVELS.includes(level) ? level : 'info',
    env: mode,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionTtlMs: 7 * 24 * 3600 * 1000,
    resetTtlMs: 3600 * 1000,
    bodyLimit: 256 * 1024,
    uploadLimit: 2 * 1024 * 1024,
    contactApprovalSeconds: Number(env.CONTACT_APPROVAL_SECONDS ?? 20),
    trustProxy: env.TRUST_PROXY === '1',
    cacheTtlMs:
      env.CACHE_TTL_SECONDS && Number.isFinite(cacheSeconds) && cacheSeconds >= 0 ? cacheSeconds * 1000 : databaseUrl ? 5_000 : 300_000,
    thirdParty: { gtmId: env.VITE_GTM_ID || undefined, metaPixelId: env.VITE_META_PIXEL_ID || undefined },
    ...overrides,
  };
}

export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export function createLogger(level: LogLevel): Logger {
  const at = LEVELS.indexOf(level);
  const on = (l: LogLevel) => LEVELS.indexOf(l) >= at && level !== 'silent';
  return {
    debug: (...a) => on('debug') && console.debug('[wasl]', ...a),
    info: (...a) => on('info') && console.info('[wasl]', ...a),
    warn: (...a) => on('warn') && console.warn('[wasl]', ...a),
    error: (...a) => on('error') && console.error('[wasl]', ...a),
  };
}
