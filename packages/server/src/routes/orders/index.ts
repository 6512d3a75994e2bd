/**
 * Orders (SPEC §3 display order): the month's list (20 per page, search over order id, phone and
 * customer name), detail, status update along @wasl/api's allowed transitions, invoice resend
 * through the (sandbox) messaging provider, and the message templates init / commit / push.
 * The handlers; rows, display mapping, templates, status changes and the list cache beside.
 */
import { routes } from '@wasl/api';
import { inTenantTransaction, tenant } from '../../db/tenant.ts';
import { conflict, notFound } from '../../middleware/http.ts';
import type { RouteModule } from '../../middleware/route.ts';
import { orderByPk } from './display.ts';
import { messageOrderStatus, orderMessages, requireOrderUpdates, saveOrderMessages } from './messages.ts';
import { listOrders } from './list.ts';
import { ORDER_COLUMNS, type OrderRow } from './rows.ts';
import { changeOrderStatus, lockOrder } from './status.ts';
import { merchantTemplates, messageAboutOrder } from './templates.ts';

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;
  // The sandbox's review timer; none in cloud mode (webhooks/templates.ts records Meta's decision).
  const approvalSeconds = config.whatsapp.provider === 'cloud' ? null : config.contactApprovalSeconds;
  const orderRow = (merchantId: number, id: number) =>
    tenant(db, merchantId).one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2`, [id]);

  r.handle(routes.listOrders, async ({ merchantId, query }) => ({ data: await listOrders(deps, merchantId, query) }));

  // Static paths before /section/orders/:id (the router tries routes in registration order).
  r.handle(routes.getOrderTemplates, async ({ merchantId }) => ({
    data: await merchantTemplates(tenant(db, merchantId), deps.now(), approvalSeconds),
  }));

  r.handle(routes.updateOrderTemplate, async ({ merchantId, params, body }) => {
    const t = tenant(db, merchantId);
    await t.query(
      `INSERT INTO order_templates (merchant_id, kind, en_text, ar_text, status, updated_at) VALUES ($1, $2, $3, $4, 'pending', $5)
       ON CONFLICT (merchant_id, kind) DO UPDATE SET en_text = EXCLUDED.en_text, ar_text = EXCLUDED.ar_text, status = 'pending', updated_at = EXCLUDED.updated_at`,
      [params.kind, body.en, body.ar, deps.now()],
    );
    const all = await merchantTemplates(t, deps.now(), approvalSeconds);
    return { data: all[params.kind], message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.getOrderMessages, async ({ merchantId }) => {
    const messages = await inTenantTransaction(db, merchantId, async (tx) => {
      await requireOrderUpdates(tx, merchantId, deps.now());
      return orderMessages(tx, merchantId);
    });
    return { data: { messages } };
  });

  r.handle(routes.updateOrderMessages, async ({ merchantId, body }) => {
    const messages = await inTenantTransaction(db, merchantId, async (tx) => {
      await requireOrderUpdates(tx, merchantId, deps.now());
      await saveOrderMessages(tx, merchantId, body.messages, deps.now());
      return orderMessages(tx, merchantId);
    });
    return { data: { messages }, message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.getOrder, async ({ merchantId, params }) => {
    const order = await orderByPk(tenant(db, merchantId), params.id);
    if (!order) throw notFound('errors:orderNotFound');
    return { data: order };
  });

  r.handle(routes.updateOrderStatus, async ({ merchantId, params, body }) => {
    const notification = await inTenantTransaction(db, merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, { id: params.id });
      if (!order) throw notFound('errors:orderNotFound');
      return changeOrderStatus(tx, merchantId, order, body.status, 'dashboard', deps.now(), 'record');
    });
    const order = await orderByPk(tenant(db, merchantId), params.id);
    return { data: { ...order!, notification }, message: 'errors:success.orderStatusUpdated' };
  });

  r.handle(routes.resendOrder, async ({ merchantId, params }) => {
    const order = await orderRow(merchantId, params.id);
    if (!order) throw notFound('errors:orderNotFound');
    // A resend is a deliberate repeat: its own key (the time of the request). The status message
    // (push) with the order's current status; the invoice has its own resend below.
    const now = deps.now();
    const sent = await inTenantTransaction(db, merchantId, (tx) =>
      messageOrderStatus(tx, merchantId, order, { key: `push:resend:${now.getTime()}`, now }),
    );
    // The merchant switched this status's message off (/api_integration/customise_order): say so.
    if (!sent) throw conflict('errors:orderMessageOff', { status: order.status });
    return { message: 'errors:success.orderStatusResent' };
  });

  r.handle(routes.resendOrderInvoice, async ({ merchantId, params }) => {
    const order = await orderRow(merchantId, params.id);
    if (!order) throw notFound('errors:orderNotFound');
    // SPEC §2 "resend invoice": the confirmation (commit template) carrying the invoice link.
    const now = deps.now();
    await inTenantTransaction(db, merchantId, (tx) =>
      messageAboutOrder(tx, merchantId, order, 'commit', { key: `commit:resend:${now.getTime()}`, now }),
    );
    return { message: 'errors:success.invoiceResent' };
  });
};
