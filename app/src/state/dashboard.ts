import type { CsvExport } from '@wasl/api/types';
import { formatMonthKey, type MonthValue } from '@wasl/ui';
import { mutation } from './mutation';
import { resourceFamily } from './resource';
import { param } from './urlQuery';

/** GET /section/home for a month: conversations, feedback, messages, carts, daily graphs, export counts. */
export const dashboardHomeAtom = resourceFamily(
  (client, month: MonthValue) => client.getHome({ query: { month: formatMonthKey(month) } }),
  {
    keyOf: formatMonthKey,
  },
);

/** GET /section/health for a month: calls, success rate and status from the request log. */
export const healthAtom = resourceFamily((client, month: MonthValue) => client.getHealth({ query: { month: formatMonthKey(month) } }), {
  keyOf: formatMonthKey,
});

const exportCalls = {
  clients: 'exportClientsCsv',
  conversations: 'exportConversationsCsv',
  feedbacks: 'exportFeedbacksCsv',
  'delivery-logs': 'exportDeliveryLogsCsv',
} as const satisfies Record<CsvExport, string>;

/** The file name the server also gives (`conversations-2026-11.csv`). */
export const exportFileName = (kind: CsvExport, month: MonthValue) => `${kind}-${formatMonthKey(month)}.csv`;

/** One month's CSV export as a Blob (UTF-8 with BOM, formula cells neutralised by the server). Changes nothing. */
export const fetchExport = mutation((client, kind: CsvExport, month: MonthValue) =>
  client[exportCalls[kind]]({ query: { month: formatMonthKey(month) } }),
);

/** Hands a Blob to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The month a `?month=2026-11` search asks for (the current month without one): the screens' and the prefetch's. */
export const monthOfSearch = (search: string) => param.month.parse(new URLSearchParams(search).get('month'));

/**
 * GET /section/home/insights for a month (plan feature ai_analytics, ADR 009). A 402 outside the
 * plan is a load error whose messageKey is `errors:featureNotInPlan`: the card then says so.
 */
export const insightsAtom = resourceFamily((client, month: MonthValue) => client.getInsights({ query: { month: formatMonthKey(month) } }), {
  keyOf: formatMonthKey,
});
