/**
 * Dashboard home (SPEC §3 "Dashboard home") for a month, and the month's CSV exports
 * (clients, conversations, feedbacks, delivery logs): UTF-8 BOM, formula-neutralised cells. Months,
 * days and the CSV timestamps are on the merchant's clock (settings' Time_Zone, lib/zone.ts).
 * The handlers; SQL in queries.ts (over the merchant's tenant), shapes and columns in mapping.ts,
 * the export gate in rules.ts.
 */
import { routes } from '@wasl/api';
import { featuresOf, merchantMonth } from '../../db/queries.ts';
import { tenant } from '../../db/tenant.ts';
import { csvHeaders, recordsToCsv, type CsvColumn } from '../../lib/csv.ts';
import type { RouteModule } from '../../middleware/route.ts';
import { CLIENT_COLUMNS, CONVERSATION_COLUMNS, DELIVERY_LOG_COLUMNS, FEEDBACK_COLUMNS, toHome } from './mapping.ts';
import { EXPORT_SQL, exportRows, monthFigures } from './queries.ts';
import { requireExports } from './rules.ts';

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  r.handle(routes.getHome, async ({ merchantId, query }) => {
    const month = await merchantMonth(db, merchantId, query, deps.now());
    const t = tenant(db, merchantId);
    const [figures, features] = await Promise.all([monthFigures(t, month), featuresOf(t)]);
    return { data: toHome(figures, month.days, features, month.zone) };
  });

  /** One CSV export: rows of the month, plan-gated by the data_export feature (SPEC §6). */
  function csvRoute<T>(def: typeof routes.exportClientsCsv, name: string, sql: string, columns: CsvColumn<T>[]) {
    r.handle(def, async ({ c, merchantId, query }) => {
      const range = await merchantMonth(db, merchantId, query, deps.now());
      const t = tenant(db, merchantId);
      requireExports(await featuresOf(t));
      const rows = await exportRows<T>(t, sql, range.start, range.end);
      const month = `${range.year}-${String(range.month).padStart(2, '0')}`;
      // Timestamps with the merchant's offset: a row's date is the local day it is counted in.
      return c.body(recordsToCsv(columns, rows, { timeZone: range.zone }), 200, csvHeaders(`${name}-${month}.csv`));
    });
  }

  csvRoute(routes.exportClientsCsv, 'clients', EXPORT_SQL.clients, CLIENT_COLUMNS);
  csvRoute(routes.exportConversationsCsv, 'conversations', EXPORT_SQL.conversations, CONVERSATION_COLUMNS);
  csvRoute(routes.exportFeedbacksCsv, 'feedbacks', EXPORT_SQL.feedbacks, FEEDBACK_COLUMNS);
  csvRoute(routes.exportDeliveryLogsCsv, 'delivery-logs', EXPORT_SQL.deliveryLogs, DELIVERY_LOG_COLUMNS);
};
