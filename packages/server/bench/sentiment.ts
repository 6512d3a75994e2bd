/**
 * Survey sentiment benchmark (issue 20): the classifier's accuracy on the hand-labelled sets
 * (@wasl/api models/fixtures/sentiment-labelled.{en,ar}.json: all, the development part and the
 * held-out third; per class) and the time to classify 10,000 comments. Not a test (the floors are
 * in models/sentimentEval.test.ts): it prints the figures for docs/performance.md.
 *
 *   npm run bench:sentiment -w @wasl/server [-- --comments 10000 --runs 7]
 *
 * The 10,000 comments are the labelled ones, English and Arabic interleaved, repeated in order
 * (the classifier keeps no cache, so a repeat costs what a new comment of that length does); the
 * time is the median of `--runs` passes after one warm-up pass.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { classifySentiment, sentimentAccuracy, sentiments, splitOf, type LabelledComment, type SentimentSplit } from '@wasl/api/models';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const COMMENTS = arg('comments', 10_000);
const RUNS = arg('runs', 7);

const models = path.dirname(createRequire(import.meta.url).resolve('@wasl/api/models'));
const load = (lang: 'en' | 'ar'): LabelledComment[] =>
  JSON.parse(readFileSync(path.join(models, 'fixtures', `sentiment-labelled.${lang}.json`), 'utf8'));
const sets = { en: load('en'), ar: load('ar') };

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log('| Language | Part | Comments | Accuracy | Positive | Negative | Neutral |');
console.log('|---|---|---:|---:|---:|---:|---:|');
const parts: [SentimentSplit, string][] = [
  ['all', 'all'],
  ['development', 'development'],
  ['heldOut', 'held out'],
];
for (const [lang, rows] of Object.entries(sets)) {
  for (const [split, name] of parts) {
    const a = sentimentAccuracy(splitOf(rows, split));
    const cls = sentiments.map((s) => `${pct(a.perClass[s].accuracy)} (${a.perClass[s].n})`);
    console.log(`| ${lang} | ${name} | ${a.n} | ${pct(a.accuracy)} | ${cls.join(' | ')} |`);
  }
}

const pool = sets.en.flatMap((r, i) => [r.text, sets.ar[i]?.text ?? '']).filter(Boolean);
const corpus = Array.from({ length: COMMENTS }, (_, i) => pool[i % pool.length]!);
const pass = () => {
  const t = performance.now();
  let positive = 0;
  for (const text of corpus) if (classifySentiment(text) === 'positive') positive += 1;
  return { ms: performance.now() - t, positive };
};
pass();
const times = Array.from({ length: RUNS }, () => pass().ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `\n${COMMENTS.toLocaleString('en')} comments (mean ${Math.round(corpus.reduce((n, c) => n + c.length, 0) / corpus.length)} characters): ` +
    `median ${median.toFixed(1)} ms of ${RUNS} runs (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}), ` +
    `${Math.round((COMMENTS / median) * 1000).toLocaleString('en')} comments/s, node ${process.version}`,
);
