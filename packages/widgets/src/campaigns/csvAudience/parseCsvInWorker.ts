import type { CsvAudienceResult } from '@wasl/api/models';
import type { CsvWorkerMessage, CsvWorkerRequest } from './messages';

export interface ParseCsvOptions {
  /** Numbers that opted out (any format): rejected as `opted_out`. */
  optedOut?: string[];
  /** Country code for national numbers with a trunk 0. */
  countryCode?: string;
  /** Share of lines parsed, 0–1. */
  onProgress?: (fraction: number) => void;
  /** Aborting terminates the worker and rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Thrown when the file cannot be read or parsed (the wizard shows a translated message). */
export class CsvParseError extends Error {
  constructor() {
    super('The CSV file could not be read');
    this.name = 'CsvParseError';
  }
}

/**
 * Parses an audience CSV (`parseCsvAudience`) in a dedicated Web Worker, so a 100,000-row file
 * leaves the page responsive; one worker per file, terminated when done or aborted.
 */
export function parseCsvAudienceInWorker(source: Blob | string, options: ParseCsvOptions = {}): Promise<CsvAudienceResult> {
  const { signal, onProgress, optedOut, countryCode } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const worker = new Worker(new URL('./csvAudience.worker.ts', import.meta.url), { type: 'module', name: 'csv-audience' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<CsvWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress?.(message.total > 0 ? message.done / message.total : 1);
      else if (message.type === 'done') {
        finish();
        onProgress?.(1);
        resolve(message.result);
      } else {
        finish();
        reject(new CsvParseError());
      }
    };
    worker.onerror = () => {
      finish();
      reject(new CsvParseError());
    };
    worker.postMessage({ source, optedOut, countryCode } satisfies CsvWorkerRequest);
  });
}
