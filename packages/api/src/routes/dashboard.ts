/** The dashboard home figures and its four CSV exports. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { MonthYearQuery } from '../schemas/common';
import { DashboardHome, MonthInsights, type csvExports } from '../schemas/insights';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'dashboard', source: 'spec' });

/** CSV downloads arrive as a Blob so the UTF-8 BOM (which text decoding strips) reaches the saved file. */
const Csv = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);

const csvExport = (kind: (typeof csvExports)[number], summary: string) =>
  route({
    method: 'GET',
    path: `${M}/section/home/csv/${kind}`,
    summary,
    query: MonthYearQuery,
    response: Csv,
    responseKind: 'csv',
  });

export const dashboardRoutes = {
  getHome: route({
    method: 'GET',
    path: `${M}/section/home`,
    summary: 'Dashboard home figures for a month',
    query: MonthYearQuery,
    response: DashboardHome,
  }),
  getInsights: route({
    method: 'GET',
    path: `${M}/section/home/insights`,
    summary: 'Insights of a month from conversations, survey comments and carts (plan feature ai_analytics; 402 outside the plan)',
    query: MonthYearQuery,
    response: MonthInsights,
    source: 'ours',
  }),
  exportClientsCsv: csvExport('clients', 'Clients of the month as CSV'),
  exportConversationsCsv: csvExport('conversations', 'Conversations of the month as CSV'),
  exportFeedbacksCsv: csvExport('feedbacks', 'Feedbacks of the month as CSV'),
  exportDeliveryLogsCsv: csvExport('delivery-logs', 'Message delivery logs of the month as CSV'),
};
