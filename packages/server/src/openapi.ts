/**
 * OpenAPI 3.1 document generated from the registered routes' zod schemas (zod 4's
 * z.toJSONSchema), served at /merchant/v1.0/openapi.json. Built once, on first request, so
 * every module registered after this one is included.
 */
import { routes } from '@wasl/api';
import { z } from 'zod';
import type { RegisteredRoute, RouteModule } from './middleware/route.ts';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType | undefined, io: 'input' | 'output'): Json {
  if (!schema) return {};
  try {
    const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input (message: a validation key)',
  401: 'Wrong password or API key',
  402: 'Payment required (insufficient balance, subscription expired, payment failed)',
  403: 'Missing, unknown or expired session',
  404: 'Unknown id (also for another merchant’s id)',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported content type',
  429: 'Too many attempts (Retry-After)',
};

const errorSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { const: false }, message: { type: 'string' }, data: {} },
};

function operation(route: RegisteredRoute): Json {
  const parameters: Json[] = [];
  const addParams = (schema: z.ZodType | undefined, where: 'query' | 'path' | 'header') => {
    const json = schemaOf(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  };
  addParams(route.query, 'query');
  addParams(route.params, 'path');
  addParams(route.headers, 'header');
  const op: Json = {
    operationId: `${route.method}${route.fullPath.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    summary: route.summary,
    tags: route.tags,
    parameters,
  };
  if (route.body) {
    const body = schemaOf(route.body, 'input');
    op.requestBody = {
      required: true,
      content:
        route.bodyKind === 'multipart'
          ? { 'multipart/form-data': { schema: { type: 'object', properties: { Image: { type: 'string', format: 'binary' } } } } }
          : { 'application/json': { schema: body }, 'application/x-www-form-urlencoded': { schema: body } },
    };
  }
  if (route.bodyKind === 'raw') {
    // Webhooks: the platform's own payload, verified by its signature over these exact bytes.
    op.requestBody = { required: true, content: { 'application/json': { schema: { type: 'object', description: 'signed raw body' } } } };
  }
  const success =
    route.produces === 'csv'
      ? { description: 'CSV (UTF-8 with BOM)', content: { 'text/csv': { schema: { type: 'string' } } } }
      : route.produces === 'file'
        ? { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
        : route.produces === 'events'
          ? {
              description: "Server-Sent Events: each event's `data:` is this JSON",
              content: { 'text/event-stream': { schema: schemaOf(route.response, 'output') } },
            }
          : {
              description: 'OK',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['success'],
                    properties: { success: { const: true }, message: { type: 'string' }, data: schemaOf(route.response, 'output') },
                  },
                },
              },
            };
  const statuses = new Set<number>([400, ...route.errors]);
  if (route.auth === 'session') statuses.add(403);
  // Onboarding (SPEC §4): below the Level the call needs, 409 completeProfileFirst / selectPackageFirst.
  if (route.auth === 'session' && route.minLevel > 0) {
    statuses.add(409);
    op['x-wasl-min-level'] = route.minLevel;
  }
  if (route.auth === 'apiKey') statuses.add(401);
  if (route.params) statuses.add(404);
  // Roles: an agent's token on a merchant-only call answers 404 errors:notForAgents (never 403).
  if (route.auth === 'session') {
    op['x-wasl-roles'] = [...route.roles];
    if (!route.roles.includes('agent')) statuses.add(404);
  }
  if (route.method === 'post') {
    statuses.add(413);
    statuses.add(415);
  }
  const responses: Json = { '200': success };
  for (const status of [...statuses].sort()) {
    responses[String(status)] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } };
  }
  op.responses = responses;
  if (route.auth === 'session') op.security = [{ session: [] }];
  if (route.auth === 'apiKey') op.security = [{ apiKey: [] }];
  return op;
}

export function buildOpenApi(registered: readonly RegisteredRoute[]): Json {
  const paths: Record<string, Json> = {};
  for (const route of registered) {
    const path = route.fullPath.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wasl merchant API',
      version: '1.0.0',
      description: 'Answers are `{success, message?, data?}` JSON (CSV downloads excepted). See docs/api-routes.md.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The access-token from /auth/login' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
    },
    paths,
  };
}

export const register: RouteModule = (r) => {
  let cached: Json | undefined;
  r.handle(routes.getOpenApi, ({ c }) => {
    cached ??= buildOpenApi(r.routes);
    return c.json(cached);
  });
};
