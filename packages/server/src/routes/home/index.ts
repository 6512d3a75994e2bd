/**
 * Dashboard home (SPEC §3 "Dashboard home") for a month, and the month's CSV exports
 * (clients, conversations, feedbacks, delivery logs): UTF-8 BOM, formula-neutralised cells.
 * The handlers; SQL in queries.ts (over the merchant's tenant), shapes and columns in mapping.ts,
 * the export gate in rules.ts.
 */
import { routes } from '@wasl/api';
import { daysOf, featuresOf, monthRange } from '../../db/queries.ts';
import { tenant } from '../../db/tenant.ts';
import { csvHeaders, recordsToCsv, type CsvColumn } from '../../lib/csv.ts';
import type { RouteModule } from '../../middleware/route.ts';
import { CLIENT_COLUMNS, CONVERSATION_COLUMNS, DELIVERY_LOG_COLUMNS, FEEDBACK_COLUMNS, toHome } from './mapping.ts';
import { EXPORT_SQL, exportRows, monthFigures } from './queries.ts';
import { requireExports } from './rules.ts';

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  r.handle(routes.getHome, async ({ merchantId, query }) => {
    const { start, end } = monthRange(query, deps.now());
    const t = tenant(db, merchantId);
    const [figures, features] = await Promise.all([monthFigures(t, start, end), featuresOf(t)]);
    return { data: toHome(figures, daysOf(start, end), features) };
  });

  /** One CSV export: rows of the month, plan-gated by the data_export feature (SPEC §6). */
  function csvRoute<T>(def: typeof routes.exportClientsCsv, name: string, sql: string, columns: CsvColumn<T>[]) {
    r.handle(def, async ({ c, merchantId, query }) => {
      const range = monthRange(query, deps.now());
      const t = tenant(db, merchantId);
      requireExports(await featuresOf(t));
      const rows = await exportRows<T>(t, sql, range.start, range.end);
      const month = `${range.year}-${String(range.month).padStart(2, '0')}`;
      return c.body(recordsToCsv(columns, rows), 200, csvHeaders(`${name}-${month}.csv`));
    });
  }

  csvRoute(routes.exportClientsCsv, 'clients', EXPORT_SQL.clients, CLIENT_COLUMNS);
  csvRoute(routes.exportConversationsCsv, 'conversations', EXPORT_SQL.conversations, CONVERSATION_COLUMNS);
  csvRoute(routes.exportFeedbacksCsv, 'feedbacks', EXPORT_SQL.feedbacks, FEEDBACK_COLUMNS);
  csvRoute(routes.exportDeliveryLogsCsv, 'delivery-logs', EXPORT_SQL.deliveryLogs, DELIVERY_LOG_COLUMNS);
};
