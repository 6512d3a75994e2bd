/**
 * `defineRoute`: one place that turns a route description (method, path, zod schemas) into a Hono
 * handler with authentication, body parsing, size limits and validation, and records it for the
 * OpenAPI document. Route modules only write the handler.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AuditAction } from '@wasl/api/models';
import {
  INTEGRATION_BASE,
  MERCHANT_BASE,
  minLevelOf,
  PUBLIC_BASE,
  rolesOf,
  routeList,
  toColonPath,
  type Role,
  routes,
  type RouteDefinition,
  type RouteName,
} from '@wasl/api';
import type { Actor, AppEnv } from '../context.ts';
import { auditRequest, targetOf } from '../audit/record.ts';
import type { Deps } from '../deps.ts';
import { requireApiKey, requireLevel, requireRole, requireSession } from '../auth/middleware.ts';
import { badRequest, HttpError, isMessageKey, type Answer, type MessageKey } from './http.ts';

export type Base = 'merchant' | 'public' | 'integration' | 'root';
export type AuthKind = 'session' | 'none' | 'apiKey';

export const BASES: Record<Base, string> = {
  merchant: MERCHANT_BASE,
  public: PUBLIC_BASE,
  integration: INTEGRATION_BASE,
  root: '',
};

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDef<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  P extends Schema | undefined,
  H extends Schema | undefined,
> {
  method: 'get' | 'post';
  /** The @wasl/api route table's name of this call (set by `handle`), e.g. `listOrders`. */
  name?: RouteName;
  /** Hono path under the base, e.g. `/section/orders/:id`. */
  path: string;
  /** @default 'merchant' */
  base?: Base;
  /** @default 'session' for base merchant, else 'none' */
  auth?: AuthKind;
  /** Session calls: the onboarding Level needed (SPEC §4; @wasl/api `minLevel`). @default 2 */
  minLevel?: 0 | 1 | 2;
  /**
   * Session calls: who may call it (@wasl/api `roles`). An agent elsewhere gets 404
   * `errors:notForAgents` (never 403). @default ['merchant']
   */
  roles?: readonly Role[];
  summary: string;
  tags?: string[];
  query?: Q;
  params?: P;
  /** Header fields, keys in lower case (e.g. `{ password: z.string() }`). */
  headers?: H;
  /** JSON or form-encoded (both accepted) unless `bodyKind: 'multipart'`. */
  body?: B;
  /**
   * `raw`: the handler gets the body's bytes unparsed (`rawBody`), for webhooks whose signature
   * covers the exact bytes; the size limit still applies (413).
   */
  bodyKind?: 'data' | 'multipart' | 'raw';
  /** Bytes; defaults to config.bodyLimit (uploadLimit for multipart). */
  bodyLimit?: number;
  /** Schema of `data` in the success answer (documentation + tests). */
  response?: Schema;
  /** Non-JSON success answers (CSV download, files). */
  produces?: 'json' | 'csv' | 'file' | 'events';
  /** Extra error statuses worth documenting. */
  errors?: number[];
  /** Audit-log action recorded after a successful call (@wasl/api `audit`; audit/record.ts). */
  audit?: AuditAction;
}

export interface HandlerInput<Q, B, P, H> {
  c: Context<AppEnv>;
  query: Q;
  body: B;
  params: P;
  headers: H;
  /**
   * The signed-in merchant (session) or the API key's merchant; 0 on public routes. For an agent's
   * session: the agent's merchant (every query stays scoped to it).
   */
  merchantId: number;
  /** Who is calling: the merchant, or one of their agents (session routes that list 'agent'). Merchant on public routes. */
  actor: Actor;
  /** The unparsed body of a `bodyKind: 'raw'` route. */
  rawBody?: Uint8Array | undefined;
}

/** What a handler answers, wrapped as `{success: true, message?, data?}`. */
export interface Answered<D = unknown> {
  data?: D;
  message?: MessageKey;
  status?: 200 | 201 | 202;
}

/** A handler returns a Response, or `{data?, message?, status?}` wrapped as `{success: true, …}`. */
export type HandlerResult<D = unknown> = Response | Answered<D>;

/** The `data` a handler of a route-table entry answers (before JSON serialisation). */
export type ApiData<R extends RouteDefinition> = z.input<R['response']>;

/**
 * The answer of a JSON route: `data` typed from its response schema, required unless the schema
 * accepts `undefined` (a route that answers no data, `NoData`, cannot return any).
 */
export type ApiAnswer<D> = Omit<Answered<D>, 'data'> & (undefined extends D ? { data?: D } : { data: D });

/**
 * What the handler of a route-table entry may answer: for a JSON route only `{data, message?,
 * status?}`, `data` typed from the entry's response schema (its input side: what JSON serialisation
 * turns into what the client parses), so a wrong shape, a missing `data` or a hand-written Response
 * that would bypass the contract fails `tsc`; a Response for downloads, files and event streams.
 * The server tests check the same schemas at run time (test/harness.ts, docs/adr/016).
 */
export type ApiResult<R extends RouteDefinition> = R['responseKind'] extends 'csv' | 'file' | 'events' ? Response : ApiAnswer<ApiData<R>>;

export interface RegisteredRoute {
  method: 'get' | 'post';
  /** The route table's name (routes registered from @wasl/api); absent for webhooks and redirects. */
  name?: RouteName;
  base: Base;
  path: string;
  fullPath: string;
  auth: AuthKind;
  /** Onboarding Level a session call needs (0–2). */
  minLevel: 0 | 1 | 2;
  /** Who may call it with a session ([] for public and API-key routes). */
  roles: readonly Role[];
  summary: string;
  tags: string[];
  query?: Schema;
  params?: Schema;
  headers?: Schema;
  body?: Schema;
  bodyKind: 'data' | 'multipart' | 'raw';
  response?: Schema;
  produces: 'json' | 'csv' | 'file' | 'events';
  errors: number[];
  audit?: AuditAction;
}

type Field<R, K extends string> = R extends { [P in K]: infer S } ? (S extends z.ZodType ? z.output<S> : undefined) : undefined;

/** Handler input typed from an @wasl/api route table entry. */
export type ApiInput<R extends RouteDefinition> = HandlerInput<
  Field<R, 'query'>,
  Field<R, 'body'>,
  Field<R, 'params'>,
  Field<R, 'headers'>
>;

export interface Router {
  readonly deps: Deps;
  readonly routes: RegisteredRoute[];
  /**
   * Adds the declared routes to the app: every static path before every parameterised one, so
   * `/section/orders/template` is never taken by `/section/orders/:id` whatever the module order.
   */
  mount(): void;
  /**
   * Registers an entry of the @wasl/api route table (`routes.login`, …): path, auth, schemas and
   * documentation all come from the shared contract.
   */
  handle<R extends RouteDefinition>(
    def: R,
    handler: (input: ApiInput<R>) => Promise<ApiResult<R>> | ApiResult<R>,
    extra?: { bodyLimit?: number; errors?: number[] },
  ): void;
  route<
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
    H extends Schema | undefined = undefined,
  >(
    def: RouteDef<Q, B, P, H>,
    handler: (input: HandlerInput<Out<Q>, Out<B>, Out<P>, Out<H>>) => Promise<HandlerResult> | HandlerResult,
  ): void;
}

/** What a route module exports as `register`: declares its calls on the router. */
export type RouteModule = (r: Router, deps: Deps) => void;

const decoder = new TextDecoder('utf-8', { fatal: true });
/** Each route-table entry's name, by identity (`handle` receives the entry itself). */
const routeNames = new Map<RouteDefinition, RouteName>();
for (const { name } of routeList) routeNames.set(routes[name], name);
const MERCHANT: Actor = { kind: 'merchant' };

/** First issue of a zod error as the answer message (validators use translation keys as messages). */
export function validationError(error: z.ZodError, where: string): HttpError {
  const issues = error.issues.slice(0, 10).map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = error.issues[0];
  // Contract schemas carry translation keys; zod's own texts become the generic key, with the
  // field path and zod's text kept in data.issues for developers.
  const message: MessageKey = first && isMessageKey(first.message) ? first.message : 'validation:invalid';
  return badRequest(message, { issues });
}

function parse<S extends Schema>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/**
 * The query as one value per key. A repeated key (`?page=1&page=2`) is refused with 400
 * `errors:badRequest` (`data.issues` names the key) rather than silently taking one copy: which copy
 * a proxy, a cache or this server would read differs, and that gap is HTTP parameter pollution.
 */
function singleValues(all: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const repeated = Object.entries(all).filter(([, values]) => values.length > 1);
  if (repeated.length > 0) {
    throw badRequest('errors:badRequest', {
      issues: repeated.slice(0, 10).map(([key]) => ({ path: `query.${key.slice(0, 100)}`, message: 'repeated query key' })),
    });
  }
  for (const [key, values] of Object.entries(all)) if (values[0] !== undefined) out[key] = values[0];
  return { ...out };
}

/**
 * 413 that ends the connection on purpose: the rest of the body is still on the wire, unread, so
 * keeping the connection alive would make the server parse body bytes as the next request (or
 * reset the socket under the client's next request). `Connection: close` tells the client to open
 * a new connection, and Node closes this one after the answer.
 */
const tooLarge = () => new HttpError(413, 'errors:payloadTooLarge', { headers: { Connection: 'close' } });

/** Reads at most `limit` bytes; 413 beyond (Content-Length is checked first, then the stream). */
export async function readBody(c: Context, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The raw body read straight from Node's request (webhooks' hot path): skips building the fetch
 * Request and its web stream, about a third of the per-request CPU measured in bench/webhooks.ts.
 * Over the limit: stop reading (no destroy — the 413 must still go out), and Connection: close
 * ends the connection after it. Elsewhere (app.request in tests) the web stream is read.
 */
function readRawBody(c: Context, limit: number): Promise<Uint8Array> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function') return readBody(c, limit);
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: unknown) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      if (error) {
        incoming.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onError = (error: unknown) => done(error);
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** JSON or form-encoded body as a plain object. An empty body is `{}`. */
async function readDataBody(c: Context, limit: number): Promise<unknown> {
  const type = mediaType(c);
  const bytes = await readBody(c, limit);
  if (
    type !== '' &&
    type !== 'application/json' &&
    type !== 'application/x-www-form-urlencoded' &&
    type !== 'multipart/form-data' &&
    !type.endsWith('+json')
  ) {
    throw new HttpError(415, 'errors:unsupportedMediaType');
  }
  if (bytes.byteLength === 0) return {};
  if (type === 'multipart/form-data') {
    const form = await new Response(bytes, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData().catch(() => {
      throw badRequest('errors:invalidBody');
    });
    const out: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') out[key] = value;
    return out;
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw badRequest('errors:invalidEncoding');
  }
  // SPEC §7: POST requests without a content type are sent form-encoded.
  const json = type === 'application/json' || type.endsWith('+json') || (type === '' && /^\s*[[{]/.test(text));
  if (json) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest('errors:invalidJson');
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** multipart/form-data: string fields and File parts. */
async function readMultipart(c: Context, limit: number): Promise<Record<string, string | File>> {
  if (mediaType(c) !== 'multipart/form-data') throw new HttpError(415, 'errors:unsupportedMediaType');
  const bytes = await readBody(c, limit);
  const form = await new Response(bytes, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData().catch(() => {
    throw badRequest('errors:invalidBody');
  });
  const out: Record<string, string | File> = {};
  for (const [key, value] of form.entries()) out[key] = value;
  return out;
}

export function createRouter(app: Hono<AppEnv>, deps: Deps): Router {
  const routes: RegisteredRoute[] = [];
  const pending: { method: string; path: string; handlers: MiddlewareHandler<AppEnv>[] }[] = [];
  const router: Router = {
    deps,
    routes,
    mount() {
      const ordered = [...pending.filter((p) => !p.path.includes(':')), ...pending.filter((p) => p.path.includes(':'))];
      for (const p of ordered) app.on(p.method, [p.path], ...p.handlers);
      pending.length = 0;
    },
    handle(def, handler, extra = {}) {
      const colon = toColonPath(def.path);
      const base = (Object.keys(BASES) as Base[]).find((b) => b !== 'root' && colon.startsWith(BASES[b] + '/')) ?? 'root';
      router.route(
        {
          method: def.method === 'GET' ? 'get' : 'post',
          ...(routeNames.has(def) ? { name: routeNames.get(def)! } : {}),
          path: colon.slice(BASES[base].length),
          base,
          auth: def.auth === 'public' ? 'none' : def.auth,
          minLevel: minLevelOf(def),
          roles: rolesOf(def),
          summary: def.summary,
          tags: [def.tag],
          ...(def.query ? { query: def.query } : {}),
          ...(def.params ? { params: def.params } : {}),
          ...(def.headers ? { headers: def.headers } : {}),
          ...(def.body ? { body: def.body } : {}),
          bodyKind: def.bodyKind === 'multipart' ? 'multipart' : 'data',
          response: def.response,
          produces: def.responseKind,
          ...(def.errors ? { errors: [...def.errors] } : {}),
          ...(def.audit ? { audit: def.audit } : {}),
          ...extra,
        },
        handler as never,
      );
    },
    route(def, handler) {
      const base = def.base ?? 'merchant';
      const auth = def.auth ?? (base === 'merchant' ? 'session' : 'none');
      const fullPath = `${BASES[base]}${def.path}`;
      const bodyKind = def.bodyKind ?? 'data';
      const limit = def.bodyLimit ?? (bodyKind === 'multipart' ? deps.config.uploadLimit : deps.config.bodyLimit);
      const minLevel = auth === 'session' ? (def.minLevel ?? 2) : 0;
      const roles: readonly Role[] = auth === 'session' ? (def.roles ?? ['merchant']) : [];
      const registered: RegisteredRoute = {
        method: def.method,
        ...(def.name ? { name: def.name } : {}),
        base,
        path: def.path,
        fullPath,
        auth,
        minLevel,
        roles,
        summary: def.summary,
        tags: def.tags ?? [],
        bodyKind,
        produces: def.produces ?? 'json',
        errors: def.errors ?? [],
        ...(def.query ? { query: def.query } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.headers ? { headers: def.headers } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.response ? { response: def.response } : {}),
        ...(def.audit ? { audit: def.audit } : {}),
      };
      routes.push(registered);
      const guards: MiddlewareHandler<AppEnv>[] = [];
      if (auth === 'session') guards.push(requireSession(deps));
      if (auth === 'session' && minLevel > 0) guards.push(requireLevel(deps, minLevel));
      // After the Level (the store's: an agent's store is past onboarding, a merchant's may not be).
      if (auth === 'session') guards.push(requireRole(roles));
      if (auth === 'apiKey') guards.push(requireApiKey(deps));
      const main: MiddlewareHandler<AppEnv> = async (c) => {
        const query = def.query ? parse(def.query, singleValues(c.req.queries()), 'query') : undefined;
        const params = def.params ? parse(def.params, c.req.param(), 'params') : undefined;
        let headers: unknown;
        if (def.headers) {
          const raw: Record<string, string> = {};
          c.req.raw.headers.forEach((value, key) => {
            raw[key] = value;
          });
          headers = parse(def.headers, raw, 'headers');
        }
        let body: unknown;
        let rawBody: Uint8Array | undefined;
        if (def.method === 'post') {
          if (bodyKind === 'multipart') body = await readMultipart(c, limit);
          else if (bodyKind === 'raw') rawBody = await readRawBody(c, limit);
          else if (def.body) body = await readDataBody(c, limit);
          else await readBody(c, limit);
          if (def.body) body = parse(def.body, body, 'body');
        }
        const actor = c.get('actor') ?? MERCHANT;
        const result = await handler({
          c,
          query,
          body,
          params,
          headers,
          merchantId: c.get('merchantId') ?? 0,
          actor,
          rawBody,
        } as HandlerInput<never, never, never, never>);
        // The audit log (issue 23): one declaration on the route, recorded once the call succeeded.
        // After the handler: a session call whose token changed (change password) still has its actor.
        const merchantId = c.get('merchantId') ?? 0;
        if (def.audit && merchantId > 0 && (!(result instanceof Response) || result.ok)) {
          await auditRequest(deps, c, { merchantId, actor, action: def.audit, target: targetOf(def.audit, params, body) });
        }
        if (result instanceof Response) return result;
        const answer: Answer = { success: true };
        if (result.message !== undefined) answer.message = result.message;
        if (result.data !== undefined) answer.data = result.data;
        return c.json(answer, result.status ?? 200);
      };
      pending.push({ method: def.method.toUpperCase(), path: fullPath, handlers: [...guards, main] });
    },
  };
  return router;
}
