/**
 * `npm run sentiment -w @wasl/server`: the survey's sentiment classifier (@wasl/api/models
 * sentiment.ts, a deterministic lexicon for English and Arabic) on stdin — one comment per line in,
 * one label per line out (positive, negative or neutral), so anyone can evaluate it on their own set.
 */
import { createInterface } from 'node:readline';
import { classifySentiment } from '@wasl/api/models';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) process.stdout.write(`${classifySentiment(line)}\n`);
