import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AbandonedCartBody, OrderPayload, OrderStatusBody } from '@wasl/api';
import { translate } from '@wasl/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { hmacSha256, verifyBase64Hmac, verifySalla } from '../src/webhooks/verify.ts';
import { ORDER_TOPICS } from '../src/webhooks/platforms.ts';
import { buildDocsData, openApiDocument, type DocsData } from './docs-data.ts';

const file = fileURLToPath(new URL('../../../app/src/screens/docs/docs-data.json', import.meta.url));
const committed = JSON.parse(readFileSync(file, 'utf8')) as DocsData;
const schemas = { createOrder: OrderPayload, updateOrder: OrderStatusBody, abandonedCart: AbandonedCartBody };

describe('developer docs data', () => {
  it('is current: app/src/screens/docs/docs-data.json equals what the server registers now (npm run docs -w @wasl/server)', () => {
    expect(committed).toEqual(buildDocsData());
  });

  it('documents only examples that validate against the zod schemas', () => {
    expect(committed.endpoints.map((e) => e.id)).toEqual(['createOrder', 'updateOrder', 'abandonedCart']);
    for (const endpoint of committed.endpoints) {
      const result = schemas[endpoint.id].safeParse(endpoint.request);
      expect(result.error?.issues, endpoint.id).toBeUndefined();
    }
  });

  it('fails on an example that drifted from the schema', () => {
    const create = committed.endpoints.find((e) => e.id === 'createOrder')!;
    const drifted = { ...(create.request as object), Payment_Method: 'Cash on delivery' };
    expect(OrderPayload.safeParse(drifted).success).toBe(false);
    // An endpoint gone from the OpenAPI document stops the generator instead of documenting a ghost.
    const doc = openApiDocument();
    delete (doc.paths as Record<string, unknown>)['/integration/v1.0/orders'];
    expect(() => buildDocsData(doc)).toThrow(/no POST \/integration\/v1.0\/orders/);
  });

  it('shows SPEC §3 sample order: country code 966, SAR, Prepaid, and the API key header', () => {
    const create = committed.endpoints[0]!;
    expect(create.request).toMatchObject({ Contact: { Country_Code: '966' }, Currency: 'SAR', Payment_Method: 'Prepaid' });
    expect(committed.apiKeyHeader).toBe('X-Api-Key');
    expect(create.samples.curl).toContain('-H "X-Api-Key: $WASL_API_KEY"');
    expect(create.samples.javascript).toContain("'X-Api-Key': process.env.WASL_API_KEY");
  });

  it('lists SPEC §8 integration errors with their statuses, each translated in both languages', () => {
    const pairs = committed.endpoints.flatMap((e) => e.errors.map((r) => `${e.id} ${r.status} ${r.message}`));
    expect(pairs).toEqual(
      expect.arrayContaining([
        'createOrder 400 validation:phoneInvalid',
        'createOrder 401 errors:integration.invalidKey',
        'createOrder 402 errors:integration.insufficientBalance',
        'createOrder 402 errors:integration.subscriptionExpired',
        'createOrder 409 errors:integration.orderIdInUse',
        'updateOrder 404 errors:integration.orderNotFound',
        'createOrder 500 errors:server',
      ]),
    );
    const rows = [...committed.endpoints.flatMap((e) => e.errors), ...committed.webhooks.flatMap((w) => w.statuses)];
    for (const row of rows) {
      for (const locale of ['en', 'ar'] as const) {
        expect(translate(locale, row.text as `${string}:${string}`), `${locale} ${row.text}`).not.toBe(row.text);
      }
    }
  });

  it('documents signatures the server accepts: signing the example as shown passes the webhook check', () => {
    const secret = 'documented-secret-123';
    for (const hook of committed.webhooks) {
      expect(hook.events.length, hook.id).toBeGreaterThan(0);
      for (const event of hook.events) expect(ORDER_TOPICS[hook.id].test(event), event).toBe(true);
      if (hook.scheme === 'jwt-rs256') continue;
      const raw = new TextEncoder().encode(JSON.stringify(hook.example.body));
      const signature = hmacSha256(secret, raw, hook.scheme === 'hmac-hex' ? 'hex' : 'base64');
      const check = hook.scheme === 'hmac-hex' ? verifySalla : verifyBase64Hmac;
      expect(check(secret, raw, signature), hook.id).toBe(true);
      expect(check('another-secret', raw, signature), hook.id).toBe(false);
      expect(hook.samples.curl).toContain(`-H "${hook.signatureHeader}: $SIGNATURE"`);
    }
  });
});
