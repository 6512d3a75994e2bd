import type { CsvAudienceResult } from '@wasl/api/models';

/** What the page sends the CSV worker: the file (read inside the worker) or its text. */
export interface CsvWorkerRequest {
  source: Blob | string;
  optedOut?: string[];
  countryCode?: string;
}

export type CsvWorkerMessage =
  { type: 'progress'; done: number; total: number } | { type: 'done'; result: CsvAudienceResult } | { type: 'error' };
