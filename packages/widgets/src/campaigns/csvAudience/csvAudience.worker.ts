/**
 * Parses a campaign audience CSV off the main thread (100,000 rows must not freeze the page): the
 * file is read and parsed here, progress is posted about every 5,000 rows.
 */
import { parseCsvAudience } from '@wasl/api/models';
import type { CsvWorkerRequest, CsvWorkerMessage } from './messages';

// The DOM lib types `self` as a window; a dedicated worker's scope is all this file needs.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage: (message: CsvWorkerMessage) => void;
};

scope.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  const { source, optedOut, countryCode } = event.data;
  const post = (message: CsvWorkerMessage) => scope.postMessage(message);
  try {
    const text = typeof source === 'string' ? source : await source.text();
    const result = parseCsvAudience(text, { optedOut, countryCode, onProgress: (done, total) => post({ type: 'progress', done, total }) });
    post({ type: 'done', result });
  } catch {
    post({ type: 'error' });
  }
};
