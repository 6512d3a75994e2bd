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
  /** Session lifetime (SPEC §9: 7 days), the absolute timeout. */
  sessionTtlMs: number;
  /** A session unused this long ends (`SESSION_IDLE_HOURS`, default 24; ADR 014). */
  sessionIdleMs: number;
  /**
   * `SESSION_COOKIE_INSECURE=1`: the companion cookie without `Secure` and so without the `__Host-`
   * prefix (`wasl-session`), for plain-http development on a host other than localhost. Refused
   * with NODE_ENV=production (`checkSessionConfig`).
   */
  sessionCookieInsecure: boolean;
  /** Password reset link lifetime (1 hour). */
  resetTtlMs: number;
  /** How long an agent's invitation link stays valid (7 days). */
  invitationTtlMs: number;
  /** JSON/form body limit in bytes. */
  bodyLimit: number;
  /** Upload (logo) limit in bytes. */
  uploadLimit: number;
  /** Seconds after which the sandbox approves a pending contact number. */
  contactApprovalSeconds: number;
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  trustProxy: boolean;
  /**
   * Sign-in attempts per account per 15 minutes (`AUTH_ACCOUNT_LIMIT`, default 10). The end-to-end
   * run signs the demo merchant in from many browser contexts within minutes and raises it.
   */
  authAccountLimit?: number;
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
  /** WASL_SECRET_KEY: encrypts store tokens at rest (lib/secretBox.ts); else a key file in dataDir. */
  secretKey: string | undefined;
  /** WhatsApp: the offline sandbox (default) or Meta's Cloud API (README "Configuration"). */
  whatsapp: WhatsAppConfig;
  /** Store platforms' app credentials (webhook signatures, OAuth connect); README "Store webhooks". */
  stores: StoreAppConfig;
}

export interface WhatsAppConfig {
  provider: 'sandbox' | 'cloud';
  token: string | undefined;
  phoneNumberId: string | undefined;
  /** Signs webhooks (X-Hub-Signature-256); with appId, exchanges embedded signup's code for a token. */
  appSecret: string | undefined;
  /** Meta app id: onboards numbers through embedded signup (WHATSAPP_APP_ID); without it numbers onboard in the sandbox. */
  appId: string | undefined;
  /** Answers Meta's subscribe challenge. */
  verifyToken: string | undefined;
  apiBase: string;
}

export interface StoreAppConfig {
  /** Salla Partners app: webhook secret (X-Salla-Signature) and OAuth client. */
  sallaWebhookSecret: string | undefined;
  sallaClientId: string | undefined;
  sallaClientSecret: string | undefined;
  sallaAuthBase: string;
  sallaApiBase: string;
  /** Zid Partners app: OAuth client; webhooks are checked by the URL secret and a re-fetch. */
  zidClientId: string | undefined;
  zidClientSecret: string | undefined;
  zidAuthBase: string;
  zidApiBase: string;
  /** Shopify app client secret (X-Shopify-Hmac-Sha256). */
  shopifySecret: string | undefined;
  /** Wix app public key (PEM) that verifies the JWT body of its webhooks. */
  wixPublicKey: string | undefined;
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
    sessionIdleMs: (sessionIdleHours(env.SESSION_IDLE_HOURS) ?? 24) * 3600 * 1000,
    sessionCookieInsecure: env.SESSION_COOKIE_INSECURE === '1',
    resetTtlMs: 3600 * 1000,
    invitationTtlMs: 7 * 24 * 3600 * 1000,
    bodyLimit: 256 * 1024,
    uploadLimit: 2 * 1024 * 1024,
    contactApprovalSeconds: Number(env.CONTACT_APPROVAL_SECONDS ?? 20),
    trustProxy: env.TRUST_PROXY === '1',
    authAccountLimit: positiveInteger(env.AUTH_ACCOUNT_LIMIT),
    cacheTtlMs:
      env.CACHE_TTL_SECONDS && Number.isFinite(cacheSeconds) && cacheSeconds >= 0 ? cacheSeconds * 1000 : databaseUrl ? 5_000 : 300_000,
    thirdParty: { gtmId: env.VITE_GTM_ID || undefined, metaPixelId: env.VITE_META_PIXEL_ID || undefined },
    secretKey: env.WASL_SECRET_KEY || undefined,
    whatsapp: {
      provider: env.WHATSAPP_PROVIDER === 'cloud' ? 'cloud' : 'sandbox',
      token: env.WHATSAPP_TOKEN || undefined,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
      appSecret: env.WHATSAPP_APP_SECRET || undefined,
      appId: env.WHATSAPP_APP_ID || undefined,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      apiBase: env.WHATSAPP_API_BASE || 'https://graph.facebook.com/v21.0',
    },
    stores: {
      sallaWebhookSecret: env.SALLA_WEBHOOK_SECRET || undefined,
      sallaClientId: env.SALLA_CLIENT_ID || undefined,
      sallaClientSecret: env.SALLA_CLIENT_SECRET || undefined,
      sallaAuthBase: env.SALLA_AUTH_BASE || 'https://accounts.salla.sa',
      sallaApiBase: env.SALLA_API_BASE || 'https://api.salla.dev/admin/v2',
      zidClientId: env.ZID_CLIENT_ID || undefined,
      zidClientSecret: env.ZID_CLIENT_SECRET || undefined,
      zidAuthBase: env.ZID_AUTH_BASE || 'https://oauth.zid.sa',
      zidApiBase: env.ZID_API_BASE || 'https://api.zid.sa/v1',
      shopifySecret: env.SHOPIFY_API_SECRET || undefined,
      wixPublicKey: env.WIX_PUBLIC_KEY ? env.WIX_PUBLIC_KEY.replace(/\\n/g, '\n') : undefined,
    },
    ...overrides,
  };
}

/** Refuses to start with WHATSAPP_PROVIDER=cloud but without what the Cloud API needs. */
export function checkWhatsAppConfig(config: WhatsAppConfig): string[] {
  if (config.provider !== 'cloud') return [];
  const missing: string[] = [];
  if (!config.token) missing.push('WHATSAPP_TOKEN');
  if (!config.phoneNumberId) missing.push('WHATSAPP_PHONE_NUMBER_ID');
  if (!config.appSecret) missing.push('WHATSAPP_APP_SECRET');
  if (!config.verifyToken) missing.push('WHATSAPP_VERIFY_TOKEN');
  return missing;
}

/** Refuses to start with settings that would weaken sessions in production (ADR 014). */
export function checkSessionConfig(config: Pick<Config, 'env' | 'sessionCookieInsecure'>): string[] {
  if (config.sessionCookieInsecure && config.env === 'production')
    return ['SESSION_COOKIE_INSECURE=1 is for plain-http development only and is refused with NODE_ENV=production'];
  return [];
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

/** A whole number above zero, else undefined (the default applies). */
function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Idle timeout in whole hours, 1 to 168 (the 7-day absolute expiry); anything else: the default. */
function sessionIdleHours(value: string | undefined): number | undefined {
  const hours = positiveInteger(value);
  return hours !== undefined && hours <= 168 ? hours : undefined;
}
