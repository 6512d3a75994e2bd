/** Orders: the monthly list, one order, status changes and the message templates. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { MonthQuery, PageQuery, Search, YearQuery } from '../schemas/common';
import {
  Order,
  OrderList,
  OrderStatus,
  OrderStatusChange,
  OrderStatusBody,
  OrderTemplate,
  OrderTemplateBody,
  OrderTemplates,
  OrderMessages,
  OrderMessagesBody,
  TemplateKindParam,
} from '../schemas/orders';
import { IdPath, NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'orders', source: 'ours' });

const OrdersQuery = z.strictObject({
  month: MonthQuery.optional(),
  year: YearQuery.optional(),
  page: PageQuery,
  search: Search.optional(),
  /** Only orders in this status (ours: SPEC §2 "list with filters"). */
  status: OrderStatus.optional(),
});

export const ordersRoutes = {
  listOrders: route({
    method: 'GET',
    path: `${M}/section/orders`,
    summary: 'Orders of a month, 20 per page, searchable by order id or phone',
    source: 'spec',
    query: OrdersQuery,
    response: OrderList,
  }),
  getOrderTemplates: route({
    method: 'GET',
    path: `${M}/section/orders/template`,
    summary: 'Order message templates (init, commit, push)',
    response: OrderTemplates,
  }),
  updateOrderTemplate: route({
    method: 'POST',
    path: `${M}/section/orders/template/{kind}`,
    summary: 'Change a template (goes back to review, up to 3 hours)',
    params: TemplateKindParam,
    body: OrderTemplateBody,
    response: OrderTemplate,
  }),
  getOrderMessages: route({
    method: 'GET',
    path: `${M}/section/orders/messages`,
    summary:
      "Which status messages go out, in the merchant's order, and their text in English and Arabic (402 errors:featureNotInPlan without order_updates)",
    response: OrderMessages,
  }),
  updateOrderMessages: route({
    method: 'POST',
    path: `${M}/section/orders/messages`,
    summary: 'Save the status messages: every update status once, on/off, both texts with known {variables} (402 without order_updates)',
    body: OrderMessagesBody,
    response: OrderMessages,
  }),
  getOrder: route({
    method: 'GET',
    path: `${M}/section/orders/{id}`,
    summary:
      "One order (the merchant's: agents read a customer's orders through their conversation, `GET /section/conversations/{phone}/orders`)",
    params: IdPath,
    response: Order,
  }),
  updateOrderStatus: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/status`,
    summary:
      'Change the status (allowed transitions only; 409 otherwise) and message the customer; with an empty wallet or an expired subscription the status still changes and `notification` says why no message went',
    params: IdPath,
    body: OrderStatusBody,
    response: OrderStatusChange,
  }),
  resendOrder: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/resend`,
    summary: 'Resend the current status message',
    params: IdPath,
    response: NoData,
  }),
  resendOrderInvoice: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/invoice/resend`,
    summary: 'Resend the invoice message (the order confirmation with its invoice link)',
    params: IdPath,
    response: NoData,
  }),
};
