/**
 * The developer docs' data (/docs/integrations/*, /docs/webhooks/*), generated from what the server
 * really registers: its OpenAPI document (paths, methods, the API-key header, request schemas and
 * error statuses), the zod schemas (every example is parsed with them here, and again by the test),
 * the webhook headers and event names the webhook route reads. `npm run docs -w @wasl/server` writes
 * it to app/src/screens/docs/docs-data.json; docs-data.test.ts fails when that file is stale.
 * Only the browser-free result reaches the app: no zod and no generator in the bundle.
 */
import { AbandonedCartBody, OrderPayload, OrderStatusBody, routes, sampleOrderPayload, storePlatforms } from '@wasl/api';
import type { z } from 'zod';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { buildOpenApi } from '../src/openapi.ts';
import { WEBHOOK_ERRORS, WEBHOOK_HEADERS } from '../src/webhooks/names.ts';
import { ORDER_EVENTS, SallaEvent, ShopifyOrder, WixEnvelope, WooOrder } from '../src/webhooks/platforms.ts';

type Json = Record<string, unknown>;

/** One row of a field table: the JSON path (`Items[].Total`), its type and rules, all Latin. */
export interface DocsField {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
}

/** One row of an error table: the status, the `message` key the answer carries, and its translation key. */
export interface DocsError {
  status: number;
  message: string;
  text: string;
}

export interface DocsHeader {
  name: string;
  value: string;
}

export interface DocsSample {
  curl: string;
  javascript: string;
}

export interface DocsEndpoint {
  id: 'createOrder' | 'updateOrder' | 'abandonedCart';
  method: string;
  path: string;
  headers: DocsHeader[];
  pathParams: DocsField[];
  fields: DocsField[];
  request: unknown;
  response: { status: number; body: unknown };
  errors: DocsError[];
  samples: DocsSample;
}

export interface DocsWebhook {
  id: 'salla' | 'woocommerce' | 'shopify' | 'wix';
  method: string;
  /** The URL to register on the platform: the path under the Wasl host, `{key}` from the connect answer. */
  url: string;
  /** The dashboard call that connects the store and answers the URL. */
  connect: string;
  /** `hmac-hex`, `hmac-base64` (header over the raw body) or `jwt-rs256` (the body is the token). */
  scheme: 'hmac-hex' | 'hmac-base64' | 'jwt-rs256';
  signatureHeader: string | null;
  topicHeader: string | null;
  events: string[];
  example: { headers: DocsHeader[]; body: unknown };
  statuses: DocsError[];
  samples: DocsSample;
}

export interface DocsData {
  /** Placeholders the samples use, so nothing secret or host-specific is baked into the pages. */
  variables: { host: string; apiKey: string; webhookKey: string; secret: string };
  apiKeyHeader: string;
  endpoints: DocsEndpoint[];
  webhooks: DocsWebhook[];
}

/** The fixed day of the documented sample order (a fixed date keeps the generated file stable). */
export const SAMPLE_DAY = '2026-03-01';
const HOST = '$WASL_HOST';
const API_KEY = '$WASL_API_KEY';
const WEBHOOK_KEY = '$WEBHOOK_KEY';
const SECRET = '$WEBHOOK_SECRET';

/** The server's OpenAPI document, built from the routes the app registers (no database is opened). */
export function openApiDocument(): Json {
  const config = loadConfig({});
  const fakeDb = {} as Db; // registering routes reads nothing; no request is served
  const deps = {
    config,
    db: fakeDb,
    log: { debug() {}, info() {}, warn() {}, error() {} },
    requestLog: { middleware: () => async (_c: unknown, next: () => Promise<void>) => next() },
    now: () => new Date(0),
  };
  const { routes: registered } = createApp(deps as unknown as Parameters<typeof createApp>[0]);
  return buildOpenApi(registered);
}

function operationOf(doc: Json, path: string, method: string): Json {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const op = paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`The OpenAPI document has no ${method} ${path}`);
  return op;
}

const typeOf = (schema: Json): string => {
  if (schema.type === 'array') return `array<${typeOf((schema.items ?? {}) as Json)}>`;
  if (Array.isArray(schema.enum)) return 'enum';
  if (typeof schema.type === 'string') return schema.type;
  if (schema.anyOf || schema.oneOf) return ((schema.anyOf ?? schema.oneOf) as Json[]).map(typeOf).join(' | ');
  return 'any';
};

function rulesOf(schema: Json): string[] {
  const rules: string[] = [];
  if (Array.isArray(schema.enum)) rules.push(schema.enum.map(String).join(' | '));
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.format) rules.push(`format ${String(schema.format)}`);
  if (schema.pattern) rules.push(`pattern ${String(schema.pattern)}`);
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    if (typeof schema[key] === 'number') rules.push(`${key} ${schema[key]}`);
  }
  return rules;
}

/** The field table of a JSON schema: one row per property, nested objects and arrays of objects flattened. */
export function fieldsOf(schema: Json, prefix = '', required = true): DocsField[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const needed = new Set((schema.required as string[] | undefined) ?? []);
  const rows: DocsField[] = [];
  for (const [name, child] of Object.entries(props)) {
    const path = `${prefix}${name}`;
    const isRequired = required && needed.has(name);
    rows.push({ name: path, type: typeOf(child), required: isRequired, rules: rulesOf(child) });
    if (child.type === 'object') rows.push(...fieldsOf(child, `${path}.`, isRequired));
    const items = child.items as Json | undefined;
    if (child.type === 'array' && items?.type === 'object') rows.push(...fieldsOf(items, `${path}[].`, isRequired));
  }
  return rows;
}

/** The translation key of an answer's message: the message itself (the server answers catalogue keys only). */
export const textOf = (message: string): string => message;

/** Parses an example with its schema: a documented example that no longer validates stops the build. */
function valid<S extends z.ZodType>(schema: S, example: unknown, what: string): unknown {
  const result = schema.safeParse(example);
  if (!result.success) throw new Error(`Documented ${what} example does not validate: ${JSON.stringify(result.error.issues)}`);
  return example;
}

/** The first issue's message for a bad example, as the server answers it (validation:invalid for zod's own texts). */
function messageFor(schema: z.ZodType, bad: unknown): string {
  const result = schema.safeParse(bad);
  if (result.success) throw new Error('A documented bad example validates');
  const first = result.error.issues[0]?.message ?? '';
  return /^[a-z]+:[A-Za-z0-9_.]+$/.test(first) ? first : 'validation:invalid';
}

/** Status → the message keys each status can carry; statuses come from the OpenAPI document. */
function errorRows(op: Json, byStatus: Record<number, string[]>): DocsError[] {
  const statuses = Object.keys(op.responses as Json)
    .map(Number)
    .filter((s) => s >= 400)
    .sort((a, b) => a - b);
  const rows: DocsError[] = [];
  for (const status of statuses) {
    const messages = byStatus[status];
    if (!messages) throw new Error(`No documented message for status ${status} of ${String(op.operationId)}`);
    for (const message of messages) rows.push({ status, message, text: textOf(message) });
  }
  return rows;
}

const COMMON: Record<number, string[]> = {
  401: ['errors:integration.invalidKey'],
  402: ['errors:integration.insufficientBalance', 'errors:integration.subscriptionExpired'],
  413: ['errors:payloadTooLarge'],
  415: ['errors:unsupportedMediaType'],
};

const json = (value: unknown) => JSON.stringify(value, null, 2);
const indent = (text: string, by: string) => text.replaceAll('\n', `\n${by}`);

function endpointSamples(method: string, path: string, apiKeyHeader: string, body: unknown): DocsSample {
  const url = `${HOST}${path}`;
  const curl = [
    `curl -X ${method} "${url}" \\`,
    `  -H "${apiKeyHeader}: ${API_KEY}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  --data '${json(body)}'`,
  ].join('\n');
  const javascript = [
    `const response = await fetch(\`\${process.env.WASL_HOST}${path}\`, {`,
    `  method: '${method}',`,
    `  headers: {`,
    `    '${apiKeyHeader}': process.env.WASL_API_KEY,`,
    `    'Content-Type': 'application/json',`,
    `  },`,
    `  body: JSON.stringify(${indent(json(body), '  ')}),`,
    `});`,
    `const answer = await response.json(); // { success, message, data? }`,
    `if (!response.ok) throw new Error(\`\${response.status} \${answer.message}\`);`,
  ].join('\n');
  return { curl, javascript };
}

function buildEndpoints(doc: Json, apiKeyHeader: string): DocsEndpoint[] {
  const order = sampleOrderPayload(SAMPLE_DAY);
  const cart: z.input<typeof AbandonedCartBody> = {
    Cart_ID: `CART-${SAMPLE_DAY.replaceAll('-', '')}-001`,
    Contact: order.Contact,
    Items: order.Items,
    Currency: order.Currency,
    Total: order.Total,
    Checkout_Link: 'https://store.example.com/checkout/CART-001',
    lang: order.lang,
  };
  const badPhone = { ...order, Contact: { Country_Code: '966', Number: '12' } };
  interface Spec {
    id: DocsEndpoint['id'];
    route: (typeof routes)['integrationCreateOrder' | 'integrationUpdateOrderStatus' | 'integrationAbandonedCart'];
    schema: z.ZodType;
    request: unknown;
    params: Record<string, string>;
    response: DocsEndpoint['response'];
    byStatus: Record<number, string[]>;
  }
  const specs: Spec[] = [
    {
      id: 'createOrder',
      route: routes.integrationCreateOrder,
      schema: OrderPayload,
      request: order,
      params: {},
      response: { status: 201, body: { success: true, message: 'errors:success.orderCreated' } },
      byStatus: { 400: [messageFor(OrderPayload, badPhone), 'validation:invalid'], 409: ['errors:integration.orderIdInUse'] },
    },
    {
      id: 'updateOrder',
      route: routes.integrationUpdateOrderStatus,
      schema: OrderStatusBody,
      request: { status: 'shipped' },
      params: { Order_ID: order.Order_ID },
      response: { status: 200, body: { success: true, message: 'errors:success.orderStatusUpdated' } },
      byStatus: {
        400: [messageFor(OrderStatusBody, { status: 'lost' })],
        404: ['errors:integration.orderNotFound'],
        409: ['errors:orderTransitionNotAllowed'],
      },
    },
    {
      id: 'abandonedCart',
      route: routes.integrationAbandonedCart,
      schema: AbandonedCartBody,
      request: cart,
      params: {},
      response: { status: 201, body: { success: true, message: 'errors:success.cartRecorded' } },
      byStatus: {
        400: [messageFor(AbandonedCartBody, { ...cart, Contact: badPhone.Contact }), 'validation:invalid'],
        409: ['errors:integration.cartIdInUse'],
      },
    },
  ];
  return specs.map((spec) => {
    const op = operationOf(doc, spec.route.path, spec.route.method);
    const parameters = (op.parameters ?? []) as { name: string; in: string; required: boolean; schema: Json }[];
    if (!parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === apiKeyHeader.toLowerCase()))
      throw new Error(`${spec.route.path} does not take the ${apiKeyHeader} header`);
    const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>;
    const bodySchema = content['application/json']?.schema;
    if (!bodySchema) throw new Error(`${spec.route.path} documents no JSON body`);
    const path = spec.route.path.replace(/\{(\w+)\}/g, (_, name: string) => spec.params[name] ?? `{${name}}`);
    return {
      id: spec.id,
      method: spec.route.method,
      path: spec.route.path,
      headers: [
        { name: apiKeyHeader, value: API_KEY },
        { name: 'Content-Type', value: 'application/json' },
      ],
      pathParams: parameters
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, type: typeOf(p.schema), required: true, rules: rulesOf(p.schema) })),
      fields: fieldsOf(bodySchema),
      request: valid(spec.schema, spec.request, spec.id),
      response: spec.response,
      errors: [
        ...errorRows(op, { ...COMMON, ...spec.byStatus }),
        { status: 500, message: 'errors:server', text: 'errors:integration.500' },
      ],
      samples: endpointSamples(spec.route.method, path, apiKeyHeader, spec.request),
    };
  });
}

/* ------------------------------------------------------------------ webhooks */

const WEBHOOK_PATH = '/integration/webhooks/{platform}/{key}';

/** A delivery of each platform, reduced to what the server reads (validated with the server's shapes). */
const deliveries = {
  salla: {
    schema: SallaEvent,
    body: { event: 'order.created', merchant: 1234509876, created_at: `${SAMPLE_DAY} 09:30:00`, data: { id: 98765, reference_id: 10023 } },
  },
  woocommerce: { schema: WooOrder, body: { id: 4321, status: 'processing', currency: 'SAR', total: '128.50' } },
  shopify: { schema: ShopifyOrder, body: { id: 450789469, name: '#1001', currency: 'SAR', total_price: '128.50' } },
  wix: {
    schema: WixEnvelope,
    body: {
      eventType: 'wix.ecom.v1.order_created',
      instanceId: '$WIX_INSTANCE_ID',
      data: JSON.stringify({ id: '3e3d5a0c-2a8f-4b8c-9a51-0d1d1c0f6a11' }),
    },
  },
} as const;

function webhookSamples(
  id: DocsWebhook['id'],
  scheme: DocsWebhook['scheme'],
  url: string,
  headers: DocsHeader[],
  body: unknown,
): DocsSample {
  const payload = JSON.stringify(body);
  const extra = headers.filter((h) => h.value !== '$SIGNATURE');
  if (scheme === 'jwt-rs256') {
    return {
      curl: [
        `# Wix sends the event as a JWT signed RS256 with your app's key pair: the body is the token.`,
        `curl -X POST "${url}" \\`,
        `  -H "Content-Type: text/plain" \\`,
        `  --data "$WIX_JWT"`,
      ].join('\n'),
      javascript: [
        `import { createPublicKey, verify } from 'node:crypto';`,
        ``,
        `// How Wasl checks a delivery: RS256 over "header.payload" with your app's public key, then exp.`,
        `const [head, payload, signature] = jwt.split('.');`,
        `const ok = verify('RSA-SHA256', Buffer.from(\`\${head}.\${payload}\`), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64url'));`,
        `const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));`,
        `const event = JSON.parse(claims.data); // { eventType: '${String((body as { eventType: string }).eventType)}', instanceId, data }`,
      ].join('\n'),
    };
  }
  const digest = scheme === 'hmac-hex' ? "-hex | sed 's/^.* //'" : '-binary | base64';
  const signatureHeader = headers.find((h) => h.value === '$SIGNATURE')?.name ?? '';
  const curl = [
    `BODY='${payload}'`,
    `SIGNATURE=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "${SECRET}" ${digest})`,
    `curl -X POST "${url}" \\`,
    `  -H "Content-Type: application/json" \\`,
    ...extra.map((h) => `  -H "${h.name}: ${h.value}" \\`),
    `  -H "${signatureHeader}: $SIGNATURE" \\`,
    `  --data "$BODY"`,
  ].join('\n');
  const javascript = [
    `import { createHmac } from 'node:crypto';`,
    ``,
    `// The signature covers the raw bytes of the body: sign exactly what you send.`,
    `const body = JSON.stringify(${indent(json(body), '  ')});`,
    `const signature = createHmac('sha256', process.env.WEBHOOK_SECRET).update(body).digest('${scheme === 'hmac-hex' ? 'hex' : 'base64'}');`,
    `await fetch(\`\${process.env.WASL_HOST}/integration/webhooks/${id}/\${process.env.WEBHOOK_KEY}\`, {`,
    `  method: 'POST',`,
    `  headers: {`,
    `    'Content-Type': 'application/json',`,
    ...extra.map((h) => `    '${h.name}': '${h.value}',`),
    `    '${signatureHeader}': signature,`,
    `  },`,
    `  body,`,
    `});`,
  ].join('\n');
  return { curl, javascript };
}

function buildWebhooks(doc: Json): DocsWebhook[] {
  const op = operationOf(doc, WEBHOOK_PATH, 'POST');
  const platformParam = ((op.parameters ?? []) as { name: string; schema: { enum?: string[] } }[]).find((p) => p.name === 'platform');
  const statuses = errorRows(op, {
    400: [WEBHOOK_ERRORS.malformed],
    401: [WEBHOOK_ERRORS.signature],
    404: ['errors:notFound'],
    409: [WEBHOOK_ERRORS.replayed],
    413: ['errors:payloadTooLarge'],
    415: ['errors:unsupportedMediaType'],
  });
  const ids = ['salla', 'woocommerce', 'shopify', 'wix'] as const;
  return ids.map((id) => {
    if (!platformParam?.schema.enum?.includes(id) || !storePlatforms.includes(id)) throw new Error(`The webhook route does not take ${id}`);
    const scheme: DocsWebhook['scheme'] = id === 'salla' ? 'hmac-hex' : id === 'wix' ? 'jwt-rs256' : 'hmac-base64';
    const known = WEBHOOK_HEADERS as Record<string, { signature?: string; topic?: string } | undefined>;
    const signatureHeader = known[id]?.signature ?? null;
    const topicHeader = known[id]?.topic ?? null;
    const delivery = deliveries[id];
    const event = ORDER_EVENTS[id][0] ?? '';
    const headers: DocsHeader[] = [
      ...(topicHeader ? [{ name: topicHeader, value: id === 'woocommerce' ? 'order.created' : event }] : []),
      ...(id === 'shopify' ? [{ name: WEBHOOK_HEADERS.shopify.shop, value: 'your-store.myshopify.com' }] : []),
      ...(signatureHeader ? [{ name: signatureHeader, value: '$SIGNATURE' }] : []),
    ];
    const path = WEBHOOK_PATH.replace('{platform}', id);
    const connect = id === 'salla' ? routes.connectSalla.path : routes.connectStore.path.replace('{platform}', id);
    return {
      id,
      method: 'POST',
      url: path,
      connect,
      scheme,
      signatureHeader,
      topicHeader,
      events: [...ORDER_EVENTS[id]],
      example: { headers, body: valid(delivery.schema, delivery.body, id) },
      statuses,
      samples: webhookSamples(id, scheme, `${HOST}${path.replace('{key}', WEBHOOK_KEY)}`, headers, delivery.body),
    };
  });
}

export function buildDocsData(doc: Json = openApiDocument()): DocsData {
  const schemes = ((doc.components as Json).securitySchemes ?? {}) as Record<string, { name?: string }>;
  const apiKeyHeader = schemes.apiKey?.name;
  if (!apiKeyHeader) throw new Error('The OpenAPI document names no API-key header');
  return {
    variables: { host: HOST, apiKey: API_KEY, webhookKey: WEBHOOK_KEY, secret: SECRET },
    apiKeyHeader,
    endpoints: buildEndpoints(doc, apiKeyHeader),
    webhooks: buildWebhooks(doc),
  };
}
