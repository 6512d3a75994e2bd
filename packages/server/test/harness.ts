/**
 * Test harness: the real app on a real (in-memory) PGlite, called through `app.request`, with a
 * controllable clock. Used by the unit tests beside the route modules and by test/**.
 *
 * Every answer a test receives — through `call`/`get`/`post` and through `app.request` alike — is
 * checked against the contract (`answerProblems`): the envelope (`{success: true, message?, data?}`
 * or `{success: false, message, data?}`, nothing else), the `data` of a success against the route's
 * response schema from @wasl/api's route table, and every `message` against the catalogue's keys.
 * A drift throws `ContractDrift`, naming the route, in the test that met it, so the server, the
 * OpenAPI document (built from the same schemas) and the client cannot part ways. Each 2xx answer of
 * a route-table entry is recorded for the route coverage check (test/route-coverage.ts).
 * docs/adr/016-every-answer-checked-against-its-schema.md.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { z } from 'zod';
import { MERCHANT_BASE } from '@wasl/api';
import { hashPassword } from '../src/auth/passwords.ts';
import { createApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations.ts';
import { createDeps, type Deps } from '../src/deps.ts';
import { companionCookieName } from '../src/auth/cookies.ts';
import { SessionService } from '../src/auth/sessions.ts';
import { isMessageKey } from '../src/middleware/http.ts';
import type { RegisteredRoute } from '../src/middleware/route.ts';
import { recordRouteHit, recordTestFile } from './route-coverage.ts';

/** An answer that does not match the contract: thrown by `call` (see answerProblems). */
export class ContractDrift extends Error {
  override name = 'ContractDrift';
}

const patternCache = new WeakMap<RegisteredRoute, RegExp>();
const patternOf = (route: RegisteredRoute): RegExp => {
  let pattern = patternCache.get(route);
  if (!pattern) {
    const source = route.fullPath
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patternCache.set(route, pattern);
  }
  return pattern;
};

/** The registered route a request reaches: static paths before parameterised ones, as the router mounts them. */
export function routeFor(routes: readonly RegisteredRoute[], method: 'GET' | 'POST', path: string): RegisteredRoute | undefined {
  const pathname = path.split('?')[0]!;
  const candidates = routes.filter((r) => r.method === method.toLowerCase() && patternOf(r).test(pathname));
  return candidates.find((r) => !r.fullPath.includes(':')) ?? candidates[0];
}

const messageKey = z.string().refine(isMessageKey, { message: 'is not a key of the errors or validation catalogue' });
/** The two envelopes every JSON answer has (ARCHITECTURE "Fixed contracts"; OpenAPI's errorSchema). */
const SuccessEnvelope = z.strictObject({ success: z.literal(true), message: messageKey.optional(), data: z.unknown().optional() });
const ErrorEnvelope = z.strictObject({ success: z.literal(false), message: messageKey, data: z.unknown().optional() });

const issuesOf = (where: string, error: z.ZodError): string[] =>
  error.issues.slice(0, 5).map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`);

/** How a drift names the route: its route-table name, or its method and path. */
export const routeLabel = (route: RegisteredRoute | undefined, method: string, path: string): string =>
  route?.name ? `${route.name} (${method} ${route.fullPath})` : `${method} ${path.split('?')[0]}`;

/**
 * What in an answer breaks the contract (empty when nothing does). `body` is the parsed JSON, or
 * undefined when the answer is not JSON.
 * - A 4xx/5xx JSON answer is the error envelope `{success: false, message, data?}`.
 * - A 2xx answer of a JSON route of the route table is the success envelope, and its `data` parses
 *   with the route's response schema (a non-JSON answer there is a drift too).
 * - Every `message` is a key of the errors or validation catalogue.
 */
export function answerProblems(route: RegisteredRoute | undefined, status: number, body: unknown): string[] {
  const json = route ? route.produces === 'json' : true;
  if (status >= 400) {
    if (body === undefined) return [];
    const checked = ErrorEnvelope.safeParse(body);
    return checked.success ? [] : issuesOf('answer', checked.error);
  }
  if (status >= 300 || status === 204 || !json) return [];
  if (body === undefined) return route?.name ? ['answer: not JSON'] : [];
  const envelope = SuccessEnvelope.safeParse(body);
  // Answers of paths outside the route table (static files) are checked when they are envelopes.
  if (!envelope.success) return route ? issuesOf('answer', envelope.error) : [];
  if (!route?.response) return [];
  const data = route.response.safeParse(envelope.data.data);
  return data.success ? [] : issuesOf('data', data.error);
}

/** JSON bodies only (by content type); undefined otherwise, or when it does not parse. */
async function jsonOf(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]*\+)?json/i.test(type)) return undefined;
  try {
    return JSON.parse(await res.clone().text()) as unknown;
  } catch {
    return { notJson: true };
  }
}

/**
 * Checks one answer of the app against the contract: throws `ContractDrift` naming the route and the
 * issues; records a route-table entry's 2xx answer for the coverage check.
 */
export async function checkAnswer(routes: readonly RegisteredRoute[], method: string, url: string, res: Response): Promise<void> {
  const verb = method.toUpperCase() === 'POST' ? 'POST' : 'GET';
  const route = method.toUpperCase() === 'GET' || method.toUpperCase() === 'POST' ? routeFor(routes, verb, url) : undefined;
  const problems = answerProblems(route, res.status, await jsonOf(res));
  if (problems.length > 0)
    throw new ContractDrift(`${routeLabel(route, verb, url)} answered ${res.status} off the contract: ${problems.join('; ')}`);
  if (route?.name && res.status >= 200 && res.status < 300) recordRouteHit(hitsDir, route.name);
}

/** Where this run's route hits go (test/route-coverage.setup.ts provides it); undefined outside Vitest's unit project. */
const hitsDir: string | undefined = (() => {
  try {
    return inject('wasl/route-hits');
  } catch {
    return undefined;
  }
})();

export interface CallOptions {
  token?: string | undefined;
  /**
   * The companion cookie sent with `token` (ADR 014). Default: the one the app set when it made that
   * session (the harness's cookie jar); `null` sends none; a string sends that value.
   */
  companion?: string | null;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Client address (X-Forwarded-For); a fresh one per call by default so tests do not share rate limits. */
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON answer (undefined for non-JSON). */
  body: { success: boolean; message?: string; data?: T } & Record<string, unknown>;
}

export interface TestApp extends App {
  db: Db;
  clock: { now: number; advance(ms: number): void };
  call<T = unknown>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<CallResult<T>>;
  get<T = unknown>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  post<T = unknown>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  /**
   * The headers a browser sends on a private call with this token: Authorization and the companion
   * cookie the app set with it (for requests made straight on `app.request`).
   */
  sessionHeaders(token: string): Record<string, string>;
  /** The companion cookie set with a token (the cookie jar), or undefined. */
  companionOf(token: string): string | undefined;
  /** Creates a merchant directly (fast) and returns its id and a session token. */
  merchant(options?: {
    email?: string;
    password?: string;
    level?: number;
    plan?: string;
    wallet?: number;
  }): Promise<{ id: number; email: string; password: string; token: string }>;
  close(): Promise<void>;
}

const images = new Map<number, Promise<Blob>>();
/**
 * One empty PGlite migrated through `level` (default: every migration), dumped once and kept on disk
 * for every test file and worker (Vitest runs each file in a fresh module graph): every test database
 * is a copy of it, which skips PGlite's initdb and the migrations (about 2 s a database on our 2-core
 * machine). The file's name is a hash of the migrations and the PGlite version, so a new migration
 * makes a new image.
 */
function migratedImage(level = migrations.length): Promise<Blob> {
  let image = images.get(level);
  image ??= (async () => {
    const pglite = (
      JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['@electric-sql/pglite'];
    const key = createHash('sha256')
      .update(JSON.stringify([pglite, migrations.filter((m) => m.id <= level).map((m) => [m.id, m.sql])]))
      .digest('hex')
      .slice(0, 16);
    const folder = fileURLToPath(new URL('../../../node_modules/.cache/wasl-pglite/', import.meta.url));
    const file = `${folder}${key}.tar`;
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return new Blob([cached]);
    const db = await openDb({ migrate: false });
    try {
      await migrate(db, { through: level });
      const dump = await db.dumpImage!();
      await mkdir(folder, { recursive: true });
      // Written whole, then renamed: a worker never reads half an image.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await db.close();
    }
  })();
  images.set(level, image);
  return image;
}

/** A fresh empty, migrated in-memory PGlite (a copy of the process's one migrated image). */
export async function openMigratedPglite(): Promise<Db> {
  return openDb({ image: await migratedImage() });
}

/**
 * A fresh empty database migrated through migration `level` only (the upgrade test builds the
 * previous release's database on it): PGlite from a cached image, or a new PostgreSQL database when
 * WASL_TEST_DATABASE_URL is set.
 */
export async function openTestDbAt(level: number): Promise<Db> {
  if (!process.env.WASL_TEST_DATABASE_URL) return openDb({ image: await migratedImage(level), migrate: false });
  return openTestDb({ through: level });
}

/**
 * A fresh empty, migrated database: in-memory PGlite, or — when WASL_TEST_DATABASE_URL points at a
 * PostgreSQL server (npm run test:postgres) — a new database created there and dropped on close.
 */
export async function openTestDb(options: { through?: number } = {}): Promise<Db> {
  const admin = process.env.WASL_TEST_DATABASE_URL;
  if (!admin) return options.through === undefined ? openMigratedPglite() : openTestDbAt(options.through);
  const name = `wasl_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const adminDb = await openDb({ databaseUrl: admin, migrate: false });
  await adminDb.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), migrate: options.through === undefined });
  if (options.through !== undefined) await migrate(db, { through: options.through });
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      await adminDb.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await adminDb.close();
    },
  });
}
/**
 * Config for tests: in-memory database, quiet log. The idle timeout is the absolute 7 days, so tests
 * that move the clock by days (messaging windows, subscriptions) keep their sessions; the idle
 * timeout's own tests ask for the real default (auth/token-binding.test.ts).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_IDLE_HOURS: '168' }, { dataDir: undefined, ...overrides });
}

let ipCounter = 0;
let emailCounter = 0;

/** A fresh app on a fresh in-memory database (≈ 2–4 s: PGlite start + migrations). Share one per file. */
export async function createTestApp(options: { config?: Partial<Config>; db?: Db } = {}): Promise<TestApp> {
  const config = testConfig({ trustProxy: true, contactApprovalSeconds: 5, ...options.config });
  const db = options.db ?? (await openTestDb());
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  // Real time flows as well, so timestamps written by the database stay ordered.
  let realStart = Date.now();
  const now = () => clock.now + (Date.now() - realStart);
  const sessions = new SessionService(db, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs, cacheTtlMs: config.cacheTtlMs, now });
  // The cookie jar: every session the app makes (login, signup, tests' own) leaves its companion
  // here, as the browser would keep the cookie the answer set; calls with that token send it back.
  const jar = new Map<string, string>();
  const create = sessions.create.bind(sessions);
  sessions.create = async (...args) => {
    const made = await create(...args);
    jar.set(made.token, made.companion);
    return made;
  };
  const cookieName = companionCookieName(config);
  const sessionHeaders = (token: string): Record<string, string> => {
    const companion = jar.get(token);
    return { authorization: token, ...(companion ? { cookie: `${cookieName}=${companion}` } : {}) };
  };
  const deps: Deps = await createDeps(config, { db, now: () => new Date(now()), sessions });
  const built = createApp(deps);
  recordTestFile(hitsDir);
  // Requests made straight on the app (downloads, static files, hostile input) are checked as well.
  const request = built.app.request.bind(built.app);
  built.app.request = async (input, init, env, executionCtx) => {
    const res = await request(input, init, env, executionCtx);
    const url = input instanceof Request ? input.url : String(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    await checkAnswer(built.routes, method, url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url, res);
    return res;
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, o: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = {
      'x-forwarded-for': o.ip ?? `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
      ...o.headers,
    };
    if (o.token !== undefined) {
      headers.authorization = o.token;
      const companion = o.companion === undefined ? jar.get(o.token.replace(/^Bearer\s+/i, '')) : o.companion;
      if (companion !== null && companion !== undefined) {
        const cookie = `${cookieName}=${companion}`;
        headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
      }
    }
    let body: BodyInit | undefined = o.body;
    if (o.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    }
    const url = path.startsWith('/') ? path : `${MERCHANT_BASE}/${path}`;
    const res = await built.app.request(url, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    let parsed: CallResult<T>['body'];
    try {
      parsed = JSON.parse(text) as CallResult<T>['body'];
    } catch {
      parsed = undefined as never;
    }
    // A session the app made in this call reaches the jar only through the cookie its answer set, as
    // in a browser: an answer that hands out a token without its companion leaves a useless token.
    const issued = (parsed as { data?: { token?: unknown } } | undefined)?.data?.token;
    if (typeof issued === 'string' && jar.has(issued)) {
      const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${cookieName}=`));
      const value = set?.slice(cookieName.length + 1).split(';')[0];
      if (value) jar.set(issued, value);
      else jar.delete(issued);
    }
    return { status: res.status, headers: res.headers, text, body: parsed };
  };
  let hashCache: { password: string; hash: string } | undefined;
  return {
    ...built,
    db,
    clock: {
      get now() {
        return now();
      },
      set now(value: number) {
        clock.now = value;
        realStart = Date.now();
      },
      advance: (ms) => clock.advance(ms),
    },
    call,
    sessionHeaders,
    companionOf: (token) => jar.get(token),
    get: (path, o) => call('GET', path, o),
    post: (path, o) => call('POST', path, o),
    async merchant(o = {}) {
      const email = o.email ?? `merchant${++emailCounter}-${Math.random().toString(36).slice(2, 8)}@test.wasl.dev`;
      const password = o.password ?? 'Secret#2026';
      if (hashCache?.password !== password) hashCache = { password, hash: await hashPassword(password) };
      const level = o.level ?? 2;
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO merchants (email, password_hash, level, business_name, business_name_ar, logo_link, language)
         VALUES ($1, $2, $3, 'Test Store', 'متجر تجريبي', '', 'en') RETURNING id`,
        [email, hashCache.hash, level],
      );
      const id = rows[0]!.id;
      await db.query('INSERT INTO settings (merchant_id) VALUES ($1)', [id]);
      if (level >= 2) {
        await db.query(
          `INSERT INTO subscriptions (merchant_id, plan_id, status, expiry, wallet, agents) VALUES ($1, $2, 'active', now() + interval '60 days', $3, 10)`,
          [id, o.plan ?? 'pro', o.wallet ?? 100],
        );
      }
      const { token } = await deps.sessions.create(id);
      return { id, email, password, token };
    },
    async close() {
      await deps.requestLog.flush();
      await db.close();
    },
  };
}
