/**
 * The services every route module receives (`register(r, deps)`), and how they are built from the
 * configuration. Tests pass overrides (an in-memory database, a controllable clock).
 */
import { AUTH_RATE_LIMITS, AuthRateLimiter, MemoryRateLimitStore, SqlRateLimitStore, type RateLimitStore } from './lib/rate-limit.ts';
import { secretBoxFromConfig, type SecretBox } from './lib/secretBox.ts';
import { SessionService } from './auth/sessions.ts';
import { checkSessionConfig, checkWhatsAppConfig, createLogger, type Config, type Logger } from './config.ts';
import { openDb, type Db } from './db/db.ts';
import { RequestLog } from './middleware/request-log.ts';
import { sandboxProviders, type Providers } from './providers/index.ts';
import { WhatsAppCloudApi, WhatsAppCloudMessaging } from './providers/whatsapp/cloud.ts';
import { CloudOnboarding } from './providers/whatsapp/onboarding.ts';

/** WHATSAPP_PROVIDER=cloud swaps the sandbox messaging for Meta's Cloud API; everything else stays. */
export function withConfiguredMessaging(providers: Providers, config: Config): Providers {
  if (config.whatsapp.provider !== 'cloud') return providers;
  const missing = checkWhatsAppConfig(config.whatsapp);
  if (missing.length > 0) throw new Error(`WHATSAPP_PROVIDER=cloud needs ${missing.join(', ')}`);
  const api = new WhatsAppCloudApi({
    token: config.whatsapp.token!,
    phoneNumberId: config.whatsapp.phoneNumberId!,
    apiBase: config.whatsapp.apiBase,
  });
  const onboarding = config.whatsapp.appId
    ? new CloudOnboarding({ appId: config.whatsapp.appId, appSecret: config.whatsapp.appSecret!, apiBase: config.whatsapp.apiBase })
    : providers.onboarding;
  return { ...providers, messaging: new WhatsAppCloudMessaging(api), ...(onboarding ? { onboarding } : {}) };
}

export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
  sessions: SessionService;
  /** Login, forgot/reset password and Password-header checks: 5/5 min per address, 10/15 min per account. */
  authLimiter: AuthRateLimiter;
  /**
   * Where the rate-limit windows live (auth and the public forms): in memory on PGlite (one process),
   * in the `rate_limits` table on PostgreSQL, so several processes share one budget (README, "Running several processes").
   */
  limits: RateLimitStore;
  providers: Providers;
  requestLog: RequestLog;
  /** Encrypts what must be read back (store tokens and secrets) at rest. */
  secrets: SecretBox;
  /** Injectable clock for tests. */
  now: () => Date;
}

export async function createDeps(config: Config, overrides: Partial<Deps> = {}): Promise<Deps> {
  const log = overrides.log ?? createLogger(config.logLevel);
  // Before the database opens: a refused setting is a startup error, nothing half-started.
  const refused = checkSessionConfig(config);
  if (refused.length > 0) throw new Error(refused.join('; '));
  const db = overrides.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (db.maintenance) db.maintenance.log = log;
  const now = overrides.now ?? (() => new Date());
  const limits = overrides.limits ?? (db.kind === 'postgres' ? new SqlRateLimitStore(db) : new MemoryRateLimitStore());
  return {
    db,
    config,
    log,
    sessions:
      overrides.sessions ??
      new SessionService(db, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs, cacheTtlMs: config.cacheTtlMs }),
    authLimiter:
      overrides.authLimiter ??
      new AuthRateLimiter({
        store: limits,
        rules: {
          ...AUTH_RATE_LIMITS,
          account: { ...AUTH_RATE_LIMITS.account, limit: config.authAccountLimit ?? AUTH_RATE_LIMITS.account.limit },
        },
      }),
    limits,
    providers: overrides.providers ?? withConfiguredMessaging(sandboxProviders(db, log, config.env === 'development', now), config),
    requestLog: overrides.requestLog ?? new RequestLog(db, log),
    secrets: overrides.secrets ?? secretBoxFromConfig(config),
    now,
  };
}
