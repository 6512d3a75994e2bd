/**
 * Template statuses from Meta's `message_template_status_update` webhook in cloud mode (issue 20):
 * signature first (401 before parsing, like the other WhatsApp webhooks), mapped to the merchant by
 * the WABA id, idempotent and newest-wins; the order templates page no longer approves by timer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { decideForm } from '../messaging/form.ts';
import { metaSignature, templateStatusWebhook } from '../providers/whatsapp/fake.ts';
import { reviewStateOf } from './templates.ts';

const APP_SECRET = 'meta-app-secret-templates';
const WABA = '102290129340398';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      whatsapp: {
        ...loadConfig({}).whatsapp,
        provider: 'cloud',
        token: 'EAAG-templates',
        phoneNumberId: '106540352242933',
        appSecret: APP_SECRET,
        verifyToken: 'verify-templates',
      },
      contactApprovalSeconds: 1,
    },
  });
}, 60_000);
afterAll(() => t.close());

const send = (body: string, signature: string | null = metaSignature(APP_SECRET, body)) =>
  t.post('/integration/webhooks/whatsapp', {
    body,
    headers: { 'content-type': 'application/json', ...(signature !== null ? { 'x-hub-signature-256': signature } : {}) },
  });
const seconds = () => Math.floor(t.clock.now / 1000);

async function merchantOnWaba(waba = WABA) {
  const m = await t.merchant({ wallet: 10 });
  await t.db.query(
    `INSERT INTO contact_numbers (merchant_id, phone, phone_id, business_account_id, status) VALUES ($1, $2, $3, $4, 'approved')`,
    [m.id, `9665${String(m.id).padStart(8, '0')}`, `pn-${m.id}`, waba],
  );
  return m;
}
const orderTemplates = async (token: string) =>
  (await t.get<Record<string, { status: string }>>('section/orders/template', { token })).body.data!;
const review = async (merchantId: number, name: string) =>
  (
    await t.db.query<{ status: string; reason: string | null }>(
      'SELECT status, reason FROM template_reviews WHERE merchant_id = $1 AND name = $2',
      [merchantId, name],
    )
  ).rows[0];

describe('message_template_status_update', () => {
  it('a bad or missing signature is 401 before the body is parsed; nothing changes', async () => {
    const m = await merchantOnWaba();
    const body = templateStatusWebhook(WABA, { event: 'REJECTED', name: 'wasl_cart_reminder', time: seconds() });
    expect((await send(body, null)).status).toBe(401);
    expect((await send(body, metaSignature('another-secret', body))).status).toBe(401);
    expect((await send('{"not json', metaSignature('another-secret', '{"not json'))).status).toBe(401); // not a 400: never parsed
    expect(await review(m.id, 'wasl_cart_reminder')).toBeUndefined();
    // Signed but malformed template update: 400.
    const broken = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: WABA, changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }] }],
    });
    expect((await send(broken)).status).toBe(400);
  });

  it('approved / rejected update the merchant’s order template and Wasl’s own templates; no timer in cloud mode', async () => {
    const m = await merchantOnWaba();
    const other = await merchantOnWaba('999999999999999');
    const edited = await t.post(`section/orders/template/push`, {
      token: m.token,
      json: { en: 'Order {order_id} is now {status}.', ar: 'طلبك {order_id} الآن {status}.' },
    });
    expect(edited.status, edited.text).toBe(200);
    t.clock.advance(60_000); // well past contactApprovalSeconds: the sandbox timer would have approved it
    expect((await orderTemplates(m.token)).push!.status).toBe('pending');

    expect((await send(templateStatusWebhook(WABA, { event: 'APPROVED', name: 'wasl_order_push', time: seconds() }))).status).toBe(200);
    expect((await orderTemplates(m.token)).push!.status).toBe('approved');

    const rejected = templateStatusWebhook(WABA, {
      event: 'REJECTED',
      name: 'wasl_cart_reminder',
      reason: 'INVALID_FORMAT',
      time: seconds(),
    });
    expect((await send(rejected)).status).toBe(200);
    expect((await send(rejected)).status).toBe(200); // Meta's retry: same result
    expect(await review(m.id, 'wasl_cart_reminder')).toEqual({ status: 'rejected', reason: 'INVALID_FORMAT' });
    expect(await review(other.id, 'wasl_cart_reminder')).toBeUndefined(); // another WABA's merchant

    // The send step refuses the rejected template outside the window, with the reason recorded.
    const now = new Date(t.clock.now);
    expect(
      await decideForm(t.db, { merchantId: m.id, to: '+966500000001', template: { name: 'wasl_cart_reminder', params: [] } }, now),
    ).toEqual({
      fail: { reason: 'template_not_approved', code: 'template_rejected:wasl_cart_reminder' },
    });
    expect(
      await decideForm(t.db, { merchantId: m.id, to: '+966500000001', template: { name: 'wasl_order_push', params: ['1'] } }, now),
    ).toEqual({
      form: { kind: 'template', name: 'wasl_order_push', params: ['1'] },
    });

    // An older update arriving late changes nothing; a newer one does.
    expect(
      (await send(templateStatusWebhook(WABA, { event: 'APPROVED', name: 'wasl_cart_reminder', time: seconds() - 3600 }))).status,
    ).toBe(200);
    expect((await review(m.id, 'wasl_cart_reminder'))!.status).toBe('rejected');
    t.clock.advance(5_000);
    expect((await send(templateStatusWebhook(WABA, { event: 'APPROVED', name: 'wasl_cart_reminder', time: seconds() }))).status).toBe(200);
    expect(await review(m.id, 'wasl_cart_reminder')).toEqual({ status: 'approved', reason: null });

    // Paused → the order template page shows it as rejected (it has three states), and nothing goes.
    expect((await send(templateStatusWebhook(WABA, { event: 'PAUSED', name: 'wasl_order_push', time: seconds() }))).status).toBe(200);
    expect((await orderTemplates(m.token)).push!.status).toBe('rejected');
  });

  it('phone_number_quality_update: the number’s messaging limit and quality follow Meta, for that WABA’s number only', async () => {
    const m = await merchantOnWaba();
    const phone = `9665${String(m.id).padStart(8, '0')}`;
    const update = (waba: string, value: Record<string, unknown>) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: waba,
            time: seconds(),
            changes: [{ field: 'phone_number_quality_update', value: { display_phone_number: phone, ...value } }],
          },
        ],
      });
    const number = async () =>
      (
        await t.db.query<{ messaging_limit_tier: string | null; quality_rating: string | null }>(
          'SELECT messaging_limit_tier, quality_rating FROM contact_numbers WHERE merchant_id = $1',
          [m.id],
        )
      ).rows[0];
    const bad = update(WABA, { event: 'UPGRADE', current_limit: 'TIER_10K' });
    expect((await send(bad, metaSignature('nope', bad))).status).toBe(401);
    expect((await send(update('111', { event: 'UPGRADE', current_limit: 'TIER_10K' }))).status).toBe(200); // another WABA
    expect(await number()).toEqual({ messaging_limit_tier: null, quality_rating: null });
    expect((await send(update(WABA, { event: 'UPGRADE', old_limit: 'TIER_1K', current_limit: 'TIER_10K' }))).status).toBe(200);
    expect(await number()).toEqual({ messaging_limit_tier: 'TIER_10K', quality_rating: null });
    expect((await send(update(WABA, { event: 'FLAGGED', current_limit: 'TIER_10K' }))).status).toBe(200);
    expect(await number()).toEqual({ messaging_limit_tier: 'TIER_10K', quality_rating: 'RED' });
  });

  it('maps Meta’s events onto review states', () => {
    expect(reviewStateOf('APPROVED')).toBe('approved');
    expect(reviewStateOf('REJECTED')).toBe('rejected');
    expect(reviewStateOf('PAUSED')).toBe('paused');
    expect(reviewStateOf('DISABLED')).toBe('disabled');
    expect(reviewStateOf('PENDING_DELETION')).toBe('disabled');
    expect(reviewStateOf('FLAGGED')).toBeUndefined();
  });
});
