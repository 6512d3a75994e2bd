/**
 * The typed ofetch client: one function per entry of the route table (SPEC §7 and ours).
 *
 * - `Authorization` carries the `access-token` cookie when present; `Accept: application/json`;
 *   `credentials: 'same-origin'`, so the session's HttpOnly companion cookie goes along (ADR 014).
 * - Bodies travel as the table says: form-encoded (URLSearchParams, SPEC §7 "POST requests without a
 *   content type are sent form-encoded"), JSON, or multipart for the logo.
 * - A 403 on a signed-in call runs `onSessionExpired()` and rejects; every failure rejects with an
 *   `ApiError {status, message, messageKey}`; no response at all is status 0, 'errors:network'.
 * - In development and tests the answer's `data` is checked against the route's response schema.
 *
 * Calls are made from `routeWire` (./routes/wire.ts: method, path, auth, body and answer kinds,
 * generated from the table and checked by a test), not from the table itself: the table's zod
 * schemas are ≈ 30 KB gzip that production never runs, and the client is on the first load of every
 * signed-in page. The schemas load only when answers are checked.
 */
import { createFetch, type FetchResponse } from 'ofetch';
import type { z } from 'zod';
import { knownMessageKey, messageKeyFor, type ErrorContext, type MessageKey } from './errors';
import { encodeHeaderValue, headerNames } from './headers';
import { ApiError, readCookie, SESSION_COOKIE } from './session';
import { fillPath } from './paths';
import type { RouteData, RouteDefinition, RouteInput, RouteName, Routes } from './routes';
import { routeWire } from './routes/wire';

// The session cookie and ApiError live in ./session, so code that only needs them (a page's first
// load) does not pull in the route table and its schemas.
export { ApiError, clearedSessionCookie, isApiError, readCookie, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookie } from './session';
/** The error context of each route (SPEC §8 texts depend on it); anything unlisted is 'general'. */
export const routeErrorContexts: Partial<Record<RouteName, ErrorContext>> = {
  login: 'auth',
  signup: 'auth',
  forgotPassword: 'auth',
  resetPassword: 'auth',
  getInvitation: 'auth',
  acceptInvitation: 'auth',
  addAgent: 'addAgent',
  deleteAgent: 'removeAgent',
  regenerateApiKey: 'apiKey',
  revokeApiKey: 'apiKey',
  listCampaigns: 'campaign',
  getCampaign: 'campaign',
  inspectCampaign: 'campaign',
  campaignResults: 'campaign',
  campaignAudience: 'campaign',
  createCampaign: 'campaign',
  updateCampaign: 'campaign',
  submitCampaign: 'campaign',
  pauseCampaign: 'campaign',
  resumeCampaign: 'campaign',
  listCampaignTrash: 'trash',
  trashCampaign: 'trash',
  restoreCampaign: 'trash',
  getChatbot: 'chatbot',
  emulateChatbot: 'chatbot',
  updateChatbot: 'chatbot',
  resendOrder: 'orderResend',
  resendOrderInvoice: 'orderResend',
  integrationCreateOrder: 'integration',
  integrationUpdateOrderStatus: 'integration',
  integrationAbandonedCart: 'integration',
};

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:3000`; '' (default) for the page's own origin. */
  baseURL?: string;
  /** The session token; default: the `access-token` cookie. */
  getToken?: () => string | null | undefined;
  /** Called once per 403 on a signed-in call, before the call rejects (the app shows 'Session Expired'). */
  onSessionExpired?: () => void;
  /** A fetch implementation (tests, server-side use); default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Check answers against the response schemas; default: on unless NODE_ENV/Vite mode is production. */
  validateResponses?: boolean;
  /** Milliseconds before a call gives up (ApiError status 0); default 30 s. */
  timeout?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the route's error context (which SPEC §8 texts apply). */
  context?: ErrorContext;
}

type ClientFunction<R extends RouteDefinition> =
  object extends RouteInput<R>
    ? (input?: RouteInput<R> & CallOptions) => Promise<RouteData<R>>
    : (input: RouteInput<R> & CallOptions) => Promise<RouteData<R>>;

export type ApiClient = { [K in RouteName]: ClientFunction<Routes[K]> } & {
  /**
   * Any route by name, answering `{data, message, messageKey}` for calls whose toast shows the
   * server's message (`messageKey`: the message, a catalogue key as the server sends it).
   */
  request<K extends RouteName>(
    name: K,
    input?: Partial<RouteInput<Routes[K]>> & CallOptions,
  ): Promise<{ data: RouteData<Routes[K]>; message: string | undefined; messageKey: MessageKey | undefined }>;
};

interface AnyInput extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
}

function isDevelopment(): boolean {
  const env = (import.meta as { env?: { PROD?: boolean } }).env;
  if (env && typeof env.PROD === 'boolean') return !env.PROD;
  const nodeEnv = typeof process === 'undefined' ? undefined : process.env?.NODE_ENV;
  return nodeEnv !== 'production';
}

const scalar = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

function searchParams(values: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, scalar(item));
    else params.append(key, scalar(value));
  }
  return params;
}

function encodeBody(kind: RouteDefinition['bodyKind'], body: Record<string, unknown> | undefined, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (kind === 'form') return searchParams(body);
  if (kind === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
      else form.append(key, scalar(value));
    }
    return form;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

const asEnvelope = (value: unknown): Envelope => (typeof value === 'object' && value !== null ? (value as Envelope) : {});

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = (options.baseURL ?? '').replace(/\/+$/, '');
  const getToken = options.getToken ?? (() => readCookie(SESSION_COOKIE));
  const validate = options.validateResponses ?? isDevelopment();
  const $fetch = createFetch({ fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)) });

  async function request(
    name: RouteName,
    input: AnyInput = {},
  ): Promise<{ data: unknown; message: string | undefined; messageKey: MessageKey | undefined }> {
    const route = routeWire[name];
    const context = input.context ?? routeErrorContexts[name] ?? 'general';
    const fail = (status: number, message: string, data?: unknown, extra: Partial<ApiError['details']> = {}) =>
      new ApiError(status, message, messageKeyFor(context, status, message), { route: name, data, ...extra });

    const headers = new Headers({ Accept: route.responseKind === 'csv' ? 'text/csv, application/json' : 'application/json' });
    const token = getToken();
    if (token) headers.set('Authorization', encodeHeaderValue(token));
    for (const [key, value] of Object.entries(input.headers ?? {})) {
      if (value !== undefined) headers.set(headerNames[key.toLowerCase()] ?? key, encodeHeaderValue(String(value)));
    }
    const query = searchParams(input.query).toString();
    const url = `${baseURL}${fillPath(route.path, input.params)}${query ? `?${query}` : ''}`;
    const body = encodeBody(route.bodyKind, input.body, headers);

    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw(url, {
        method: route.method,
        headers,
        body,
        // The session's HttpOnly companion cookie (ADR 014) travels by itself on same-origin calls;
        // said explicitly so no default (or a wrapper's) can drop it.
        credentials: 'same-origin',
        signal: input.signal,
        timeout: options.timeout ?? 30_000,
        retry: 0,
        ignoreResponseError: true,
        responseType: route.responseKind === 'json' ? 'json' : 'blob',
      });
    } catch (error) {
      // No response object: offline, DNS, CORS, timeout or abort. Never let it escape untyped.
      const aborted = input.signal?.aborted ?? false;
      throw fail(0, error instanceof Error ? error.message : String(error), undefined, { aborted });
    }

    const { status } = response;
    if (status === 403 && route.auth === 'session') {
      options.onSessionExpired?.();
      throw fail(403, 'errors:sessionExpired');
    }

    const isBlob = response._data instanceof Blob;
    let payload: unknown = response._data;
    if (isBlob && !(status >= 200 && status < 300)) {
      // A download that failed answers JSON: read it for the message.
      const text = await (payload as Blob).text().catch(() => '');
      try {
        payload = JSON.parse(text) as unknown;
      } catch {
        payload = text;
      }
    }

    const envelope = asEnvelope(payload);
    const serverMessage = typeof envelope.message === 'string' ? envelope.message : undefined;
    if (status < 200 || status >= 300) {
      throw fail(status, serverMessage ?? (response.statusText || `HTTP ${status}`), envelope.data, {
        retryAfter: retryAfterSeconds(response),
      });
    }
    if (route.responseKind !== 'json') return { data: payload, message: undefined, messageKey: undefined };
    const messageKey = knownMessageKey(serverMessage);
    if (envelope.success !== true) throw fail(status, serverMessage ?? 'errors:invalidResponse', envelope.data);

    if (validate) {
      const { routes } = await import('./routes');
      const checked = (routes[name].response as z.ZodType).safeParse(envelope.data);
      if (!checked.success) {
        const where = checked.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
        throw new ApiError(status, `Answer of ${name} does not match its schema: ${where}`, 'errors:invalidResponse', {
          route: name,
          data: envelope.data,
        });
      }
      return { data: checked.data, message: serverMessage, messageKey };
    }
    return { data: envelope.data, message: serverMessage, messageKey };
  }

  const client: Record<string, unknown> = { request };
  for (const name of Object.keys(routeWire) as RouteName[]) {
    client[name] = async (input?: AnyInput) => (await request(name, input)).data;
  }
  return client as ApiClient;
}
