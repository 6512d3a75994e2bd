/**
 * Integration page data (SPEC §3 "Integration API response"), API key regenerate/revoke behind
 * the Password header, and the endpoints stores call with `X-Api-Key` (create order, update
 * order status, abandoned cart) with SPEC §8's integration errors.
 */
import { payloadPhone, routes, sampleOrderPayload } from '@wasl/api';
import { systemTemplates } from '@wasl/api/models';
import type { ApiData, RouteModule } from '../middleware/route.ts';
import { confirmPassword } from '../auth/confirm.ts';
import { newToken, sha256 } from '../auth/tokens.ts';
import { inTenantTransaction, tenant } from '../db/tenant.ts';
import { languageOf, text } from '../lib/labels.ts';
import { queueMessage } from '../messaging/messages.ts';
import { isoDate, merchantFeatures } from '../db/queries.ts';
import { conflict, notFound } from '../middleware/http.ts';
import { insertOrder } from './orders/create.ts';
import { newOrderEmail } from './orders/notify.ts';
import { ordersChanged } from './orders/list-cache.ts';
import { changeOrderStatus, lockOrder } from './orders/status.ts';
import { messageAboutOrder } from './orders/templates.ts';

export const INTEGRATION_MESSAGES = {
  orderNotFound: 'errors:integration.orderNotFound',
  orderIdInUse: 'errors:integration.orderIdInUse',
  invalidPhone: 'errors:integration.invalidPhone',
  invalidKey: 'errors:integration.invalidKey',
  insufficientBalance: 'errors:integration.insufficientBalance',
  subscriptionExpired: 'errors:integration.subscriptionExpired',
  orderCreated: 'errors:success.orderCreated',
  orderStatusUpdated: 'errors:success.orderStatusUpdated',
  cartRecorded: 'errors:success.cartRecorded',
  keyCreated: 'errors:success.apiKeyCreated',
  keyRevoked: 'errors:success.apiKeyRevoked',
} as const;

const PAYMENT: Record<string, 'none' | 'prepaid' | 'postpaid'> = { None: 'none', Prepaid: 'prepaid', Postpaid: 'postpaid' };

export const register: RouteModule = (r, deps) => {
  const { db, providers } = deps;

  r.handle(routes.getIntegration, async ({ c, merchantId }) => {
    const origin = new URL(c.req.url).origin;
    const [features, key] = await Promise.all([
      merchantFeatures(db, merchantId),
      tenant(db, merchantId).one<{ prefix: string }>(
        'SELECT prefix FROM api_keys WHERE merchant_id = $1 AND revoked_at IS NULL ORDER BY id DESC LIMIT 1',
      ),
    ]);
    const today = isoDate(deps.now());
    const data: ApiData<typeof routes.getIntegration> = [
      {
        EndPoint: `${origin}${routes.integrationCreateOrder.path}`,
        Body: sampleOrderPayload(today),
      },
      { EndPoint: `${origin}${routes.integrationUpdateOrderStatus.path}` },
      { EndPoint: `${origin}${routes.integrationAbandonedCart.path}`, has_feature: features.has('cart_reminder') },
      { Merchant_ID: String(merchantId), Key_Hint: key?.prefix ?? null },
    ];
    return { data };
  });

  r.handle(routes.regenerateApiKey, async ({ c, merchantId, headers }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    const key = newToken('wasl_');
    const email = await tenant(db, merchantId).transaction(async (t) => {
      await t.query('UPDATE api_keys SET revoked_at = now() WHERE merchant_id = $1 AND revoked_at IS NULL');
      await t.query('INSERT INTO api_keys (merchant_id, key_hash, prefix) VALUES ($1, $2, $3)', [sha256(key), key.slice(-4)]);
      return t.one<{ email: string; language: string }>('SELECT email, language FROM merchants WHERE id = $1');
    });
    // SPEC §8 "new API key created and sent by e-mail": the e-mail notifies (with the last 4
    // characters); the key itself is shown once in this answer and never stored in clear.
    if (email) {
      const language = languageOf(email.language);
      await providers.email.send({
        merchantId,
        to: email.email,
        subject: text(language, 'notify:email.apiKey.subject'),
        body: text(language, 'notify:email.apiKey.body', { hint: key.slice(-4) }),
      });
    }
    return { data: { key }, message: INTEGRATION_MESSAGES.keyCreated };
  });

  r.handle(routes.revokeApiKey, async ({ c, merchantId, headers }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    await tenant(db, merchantId).query('UPDATE api_keys SET revoked_at = now() WHERE merchant_id = $1 AND revoked_at IS NULL');
    return { message: INTEGRATION_MESSAGES.keyRevoked };
  });

  r.handle(routes.integrationCreateOrder, async ({ merchantId, body }) => {
    const phone = payloadPhone(body.Contact);
    const notification = await inTenantTransaction(db, merchantId, async (tx) => {
      const order = await insertOrder(
        tx,
        merchantId,
        {
          orderId: body.Order_ID,
          phone,
          date: new Date(body.Order_Date),
          currency: body.Currency,
          total: body.Total,
          subtotal: body.Subtotal,
          shipping: body.Shipping,
          discount: body.Discount,
          tax: body.Tax,
          payment: PAYMENT[body.Payment_Method] ?? 'none',
          lang: body.lang,
          billingAddress: body.Billing_Address,
          shippingAddress: body.Shipping_Address,
          items: body.Items.map((i) => ({
            name: i.Description,
            quantity: i.Quantity,
            unitPrice: i.Unit_Price,
            discount: i.Discount,
            tax: i.Tax,
            total: i.Total,
          })),
        },
        'api',
      );
      if (!order) throw conflict(INTEGRATION_MESSAGES.orderIdInUse);
      await messageAboutOrder(tx, merchantId, order, 'init', { key: 'init', now: deps.now() });
      return newOrderEmail(tx, merchantId, order);
    });
    ordersChanged(db, merchantId);
    if (notification) await providers.email.send(notification);
    return { message: INTEGRATION_MESSAGES.orderCreated, status: 201 };
  });

  r.handle(routes.integrationUpdateOrderStatus, async ({ merchantId, params, body }) => {
    await inTenantTransaction(db, merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, { orderId: params.Order_ID });
      if (!order) throw notFound(INTEGRATION_MESSAGES.orderNotFound);
      await changeOrderStatus(tx, merchantId, order, body.status, 'store', deps.now());
    });
    return { message: INTEGRATION_MESSAGES.orderStatusUpdated };
  });

  r.handle(routes.integrationAbandonedCart, async ({ merchantId, body }) => {
    const phone = payloadPhone(body.Contact);
    const features = await merchantFeatures(db, merchantId);
    const remind = features.has('cart_reminder');
    await inTenantTransaction(db, merchantId, async (tx) => {
      const cart = tenant(tx, merchantId);
      const existing = await cart.one<{ id: number }>('SELECT id FROM abandoned_carts WHERE merchant_id = $1 AND cart_id = $2', [
        body.Cart_ID,
      ]);
      if (existing) throw conflict('errors:integration.cartIdInUse');
      await cart.query(
        `INSERT INTO abandoned_carts (merchant_id, cart_id, phone, total, currency, items, checkout_link, lang, reminded, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)`,
        [body.Cart_ID, phone, body.Total, body.Currency, JSON.stringify(body.Items), body.Checkout_Link, body.lang, remind, deps.now()],
      );
      if (remind) {
        const reminder = text(languageOf(body.lang), 'notify:cart.reminder', {
          total: body.Total.toFixed(2),
          currency: body.Currency,
          link: body.Checkout_Link,
        });
        // Balance and subscription are checked (402) before anything is kept: the throw rolls back the cart too.
        await queueMessage(tx, {
          merchantId,
          to: phone,
          kind: 'cart_reminder',
          ref: body.Cart_ID,
          language: body.lang,
          body: reminder,
          template: { name: systemTemplates.cart_reminder.name, params: [body.Total.toFixed(2), body.Currency, body.Checkout_Link] },
          idempotencyKey: `cart:${merchantId}:${body.Cart_ID}`,
          now: deps.now(),
        });
      }
    });
    return { message: INTEGRATION_MESSAGES.cartRecorded, status: 201 };
  });
};
