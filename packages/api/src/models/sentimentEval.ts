/**
 * How the sentiment classifier (sentiment.ts) is measured: a labelled set of survey comments per
 * language (fixtures/sentiment-labelled.{en,ar}.json, written by hand: delivery, product, price,
 * agent; Gulf dialect, Arabizi, emoji, negation, mixed and sarcastic ones), split in two by a
 * hash of its text (FNV-1a; a third held out, whatever the order or label of the file): it was not read while the lexicon
 * was improved, so its accuracy is the honest estimate. Pure; the test (sentimentEval.test.ts) and
 * the benchmark (`npm run bench:sentiment -w @wasl/server`) both use it.
 */
import { classifySentiment, sentiments, type Sentiment } from './sentiment';

export interface LabelledComment {
  text: string;
  label: Sentiment;
  topic: 'delivery' | 'product' | 'price' | 'agent';
}

/** FNV-1a (32-bit) of a text's UTF-16 units: a stable, order-free split key. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A third of the comments are held out (see the file comment). */
export const isHeldOut = (text: string) => fnv1a(text) % 3 === 0;

export type SentimentSplit = 'all' | 'development' | 'heldOut';

/** The comments of one split. */
export function splitOf(rows: readonly LabelledComment[], split: SentimentSplit): LabelledComment[] {
  return split === 'all' ? [...rows] : rows.filter((r) => isHeldOut(r.text) === (split === 'heldOut'));
}

export interface SentimentAccuracy {
  n: number;
  correct: number;
  /** correct ÷ n (0 for an empty set). */
  accuracy: number;
  /** Per true label: how many, and the share the classifier got right (recall). */
  perClass: Record<Sentiment, { n: number; accuracy: number }>;
  /** The comments it got wrong, with what it said. */
  misses: { text: string; label: Sentiment; got: Sentiment }[];
}

/** Accuracy overall and per class of `classify` on `rows`. */
export function sentimentAccuracy(
  rows: readonly LabelledComment[],
  classify: (text: string) => Sentiment = classifySentiment,
): SentimentAccuracy {
  const tally = Object.fromEntries(sentiments.map((s) => [s, { n: 0, correct: 0 }])) as Record<Sentiment, { n: number; correct: number }>;
  const misses: SentimentAccuracy['misses'] = [];
  for (const row of rows) {
    const got = classify(row.text);
    tally[row.label].n += 1;
    if (got === row.label) tally[row.label].correct += 1;
    else misses.push({ text: row.text, label: row.label, got });
  }
  const correct = rows.length - misses.length;
  const ratio = (c: number, n: number) => (n === 0 ? 0 : c / n);
  return {
    n: rows.length,
    correct,
    accuracy: ratio(correct, rows.length),
    perClass: Object.fromEntries(
      sentiments.map((s) => [s, { n: tally[s].n, accuracy: ratio(tally[s].correct, tally[s].n) }]),
    ) as SentimentAccuracy['perClass'],
    misses,
  };
}
