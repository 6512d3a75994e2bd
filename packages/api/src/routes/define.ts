/**
 * What a route of the table is (`RouteDefinition`) and the one place where the defaults a route
 * file may leave out are applied (`routeGroup`).
 *
 * - `path` is the full path from the origin, with `{name}` path parameters (bases in ../paths.ts).
 * - `params`, `query`, `headers`, `body` are zod schemas of what the request carries (header names
 *   lower-case, as Hono and fetch normalise them); `bodyKind` says how the body travels.
 * - `response` is the schema of the answer's `data` (the answer is `{success, message?, data?}`),
 *   or of the file for `responseKind: 'csv' | 'file'`.
 * - `auth`: `session` needs the `Authorization` header (the access-token), `apiKey` needs `X-Api-Key`,
 *   `public` needs nothing.
 * - `roles` (session calls): who may call it, the merchant (store owner) and/or their agents. Default:
 *   the merchant only. An agent's token on a call that does not list 'agent' answers 404
 *   `errors:notForAgents` with no `data` (never 403, which the client treats as an expired session;
 *   the agent stays signed in). README "Agents sign in", docs/adr/006-agent-sign-in-and-roles.md.
 */
import { z } from 'zod';
import type { AuditAction } from '../models/audit';
import type { Role } from '../models/statuses';
import { IdParam } from '../schemas/common';

export type HttpMethod = 'GET' | 'POST';
export type AuthKind = 'session' | 'public' | 'apiKey';
export type BodyKind = 'json' | 'form' | 'multipart';
/** `events`: a Server-Sent Events stream (text/event-stream); `response` is the schema of each event's data. */
export type ResponseKind = 'json' | 'csv' | 'file' | 'events';
export type { Role } from '../models/statuses';
/** Every role (merchant, agent). */
export { roles as ROLES, AGENT_HOME } from '../models/statuses';
/** The status and message an agent's token gets on a call that does not list 'agent' (not 403). */
export const NOT_FOR_AGENTS = { status: 404, message: 'errors:notForAgents' } as const;

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  auth: AuthKind;
  /** OpenAPI tag */
  tag: string;
  summary: string;
  /** `spec`: a call of SPEC §7; `ours`: one SPEC says is "not shown". */
  source: 'spec' | 'ours';
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  bodyKind?: BodyKind;
  response: z.ZodType;
  responseKind: ResponseKind;
  /**
   * Session calls only: the onboarding Level (SPEC §4) the merchant needs. 0 = what completing the
   * profile needs (and session/header calls), 1 = what selecting a package needs, 2 (the default)
   * = everything else. Below it the server answers 409 `errors:completeProfileFirst` (Level 0) or
   * `errors:selectPackageFirst` (Level 1) — never 403, which means "session expired".
   */
  minLevel?: 0 | 1;
  /**
   * Session calls only: who may call it (default `['merchant']`). A route an agent may use lists
   * 'agent'; for an agent, the handler's `merchantId` is the agent's merchant and `actor` says who.
   */
  roles?: readonly Role[];
  /**
   * Error statuses the handler answers beyond those its shape implies (400 input, 401 API key,
   * 403 session, 404 path id, 413/415 body): they reach the OpenAPI document and the developer docs.
   */
  errors?: readonly number[];
  /**
   * The audit-log action (issue 23) the server records after a successful call of this route: who
   * (merchant or agent), the target (the path's `id`), when, IP and user agent. One declaration on
   * the route, written by one server function (packages/server/src/audit/record.ts).
   */
  audit?: AuditAction;
}

/** Onboarding Level a session call needs (default 2). */
export const minLevelOf = (definition: RouteDefinition): 0 | 1 | 2 => definition.minLevel ?? 2;

/** Who may call a session route (default: the merchant only). */
export const rolesOf = (definition: Pick<RouteDefinition, 'roles'>): readonly Role[] => definition.roles ?? ['merchant'];

/** Whether an agent's token may call the route (public and API-key routes do not take sessions). */
export const agentMayCall = (definition: Pick<RouteDefinition, 'roles' | 'auth'>): boolean =>
  definition.auth === 'session' && rolesOf(definition).includes('agent');

/** Fields a route file may leave out: `auth` (session), `responseKind` (json), `tag` and `source` (the group's). */
type Defaulted = 'auth' | 'tag' | 'source' | 'responseKind';

/** A route as written in routes/<tag>.ts. */
export type RouteSpec = Omit<RouteDefinition, Defaulted> & Partial<Pick<RouteDefinition, Defaulted>>;

/** The spec's own (literal) fields, plus the defaulted ones it left out. */
export type Resolved<R extends RouteSpec> = R & Omit<Pick<RouteDefinition, Defaulted>, keyof R>;

/**
 * The `route()` of one route file: applies the defaults — `auth: 'session'`, `responseKind: 'json'`,
 * `bodyKind: 'json'` when there is a body, and the group's `tag`/`source` (and `auth`) — while keeping
 * each entry's literal types for the client. Anything the spec states wins.
 */
export function routeGroup(group: Pick<RouteDefinition, 'tag' | 'source'> & Partial<Pick<RouteDefinition, 'auth'>>) {
  return <const R extends RouteSpec>(spec: R): Resolved<R> =>
    ({ auth: 'session', responseKind: 'json', ...group, ...(spec.body ? { bodyKind: 'json' } : {}), ...spec }) as Resolved<R>;
}

/** The answer of a call that answers no `data`. */
export const NoData = z.undefined();
export const IdPath = z.strictObject({ id: IdParam });

/* ------------------------------------------------------------------ input/output types per route */

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Has<R, K extends string> = R extends Record<K, z.ZodType> ? true : false;

/** What a caller passes for a route: only the parts the route has. */
export type RouteInput<R extends RouteDefinition> = (Has<R, 'params'> extends true ? { params: Input<R['params']> } : unknown) &
  (Has<R, 'query'> extends true ? { query?: Input<R['query']> } : unknown) &
  (Has<R, 'headers'> extends true ? { headers: Input<R['headers']> } : unknown) &
  (Has<R, 'body'> extends true ? { body: Input<R['body']> } : unknown);

/** The `data` a route answers (or the CSV text / file blob). */
export type RouteData<R extends RouteDefinition> = z.output<R['response']>;
