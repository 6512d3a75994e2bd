import { atom } from 'jotai';
import type { CsvExport } from '@wasl/api/types';
import { currentMonth, formatMonthKey, type MonthValue } from '@wasl/ui';
import { api } from './api';
import { resource } from './resource';
import { tokenAtom } from './session';
import { signedOut } from './token';

/** The month the dashboard and health screens show; the current month until the merchant picks another (SPEC §9). */
export const analyticsMonthAtom = atom<MonthValue>(currentMonth());

/** GET /section/home for the chosen month: conversations, feedback, messages, carts, daily graphs, export counts. */
export const dashboardHomeAtom = resource(async (get) => {
  if (!get(tokenAtom)) return signedOut; // a new session is a new merchant
  const month = formatMonthKey(get(analyticsMonthAtom));
  return (await api()).getHome({ query: { month } });
});

/** GET /section/health for the chosen month: calls, success rate and status from the request log. */
export const healthAtom = resource(async (get) => {
  if (!get(tokenAtom)) return signedOut;
  const month = formatMonthKey(get(analyticsMonthAtom));
  return (await api()).getHealth({ query: { month } });
});

const exportCalls = {
  clients: 'exportClientsCsv',
  conversations: 'exportConversationsCsv',
  feedbacks: 'exportFeedbacksCsv',
  'delivery-logs': 'exportDeliveryLogsCsv',
} as const satisfies Record<CsvExport, string>;

/** The file name the server also gives (`conversations-2026-11.csv`). */
export const exportFileName = (kind: CsvExport, month: MonthValue) => `${kind}-${formatMonthKey(month)}.csv`;

/** Fetches one month's CSV export as a Blob (UTF-8 with BOM, formula cells neutralised by the server). */
export async function fetchExport(kind: CsvExport, month: MonthValue, signal?: AbortSignal): Promise<Blob> {
  const client = await api();
  return client[exportCalls[kind]]({ query: { month: formatMonthKey(month) }, signal });
}

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
