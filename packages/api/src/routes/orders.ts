/** Orders: the monthly list, one order, status changes and the message templates. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { MonthQuery, PageQuery, Search, YearQuery } from '../schemas/common';
import { Order, OrderList, OrderStatusBody, OrderTemplate, OrderTemplateBody, OrderTemplates, TemplateKindParam } from '../schemas/orders';
import { IdPath, NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'orders', source: 'ours' });

const OrdersQuery = z.strictObject({
  month: MonthQuery.optional(),
  year: YearQuery.optional(),
  page: PageQuery,
  search: Search.optional(),
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
  getOrder: route({
    method: 'GET',
    path: `${M}/section/orders/{id}`,
    summary: 'One order',
    params: IdPath,
    response: Order,
  }),
  updateOrderStatus: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/status`,
    summary: 'Change the status (allowed transitions only; 409 otherwise) and message the customer',
    params: IdPath,
    body: OrderStatusBody,
    response: Order,
  }),
  resendOrder: route({
    method: 'POST',
    path: `${M}/section/orders/{id}/resend`,
    summary: 'Resend the current status message',
    params: IdPath,
    response: NoData,
  }),
};
