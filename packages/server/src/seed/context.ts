/** What every part of one merchant's seed receives, and the time helpers they share. */
import type { Queryable } from '../db/db.ts';
import type { MerchantSpec } from './data.ts';
import type { Random } from './random.ts';

export interface SeedContext {
  q: Queryable;
  spec: MerchantSpec;
  /** One PRNG per merchant, consumed in a fixed order (index.ts): the same seed gives the same rows. */
  rng: Random;
  /** The seed's "today"; every date is relative to it. */
  now: Date;
  merchantId: number;
  /** Counts rows written per table (SeedResult.counts). */
  add(table: string, n: number): void;
  ago(ms: number): Date;
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;
/** Saudi Arabia is UTC+3 all year. */
const RIYADH_OFFSET = 3 * HOUR;

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A moment `daysAgo` days before now at a plausible local hour, never in the future. */
export function momentAgo(now: Date, daysAgo: number, rng: Random): Date {
  const localMidnight = Math.floor((now.getTime() + RIYADH_OFFSET) / DAY) * DAY - RIYADH_OFFSET;
  const hour = rng.weighted([
    [8, 2],
    [10, 4],
    [12, 5],
    [14, 5],
    [16, 6],
    [18, 7],
    [20, 8],
    [22, 5],
  ] as const);
  let t = localMidnight - daysAgo * DAY + hour * HOUR + rng.int(0, 119) * MINUTE;
  if (t > now.getTime()) t = now.getTime() - rng.int(1, 180) * MINUTE;
  return new Date(t);
}
