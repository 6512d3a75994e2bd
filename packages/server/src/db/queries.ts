/** Small query helpers shared by route modules. */
import { PAGE_SIZE, resolveMonth } from '@wasl/api';
import type { FeatureKey } from '@wasl/api/models';
import { planById, addonById } from '../providers/catalogue.ts';
import type { Queryable } from './db.ts';
import { tenant, type Tenant } from './tenant.ts';
import { calendarDate, DEFAULT_TIME_ZONE, knownZone, wallClock, zonedInstant } from '../lib/zone.ts';

/**
 * The month a `?month, year` query names (default: the current month on the merchant's clocks) in
 * `timeZone`: its [start, end) instants and its calendar dates. A Riyadh order at 00:30 on the 1st
 * is that month's, not the one before (UTC would put it at 21:30 on the last day).
 */
export function monthRange(query: { month?: string | undefined; year?: number | undefined }, now: Date = new Date(), timeZone = 'UTC') {
  const zone = knownZone(timeZone);
  const { year, month } = resolveMonth(query, wallClock(now, zone));
  const start = zonedInstant(calendarDate(year, month, 1), 0, zone);
  const end = zonedInstant(calendarDate(year, month + 1, 1), 0, zone);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dates = Array.from({ length: days }, (_, index) => calendarDate(year, month, index + 1));
  return { year, month, start, end, days, dates, timeZone: zone };
}

/** The month before a monthRange's, in the same zone. */
export const previousMonth = (range: { year: number; month: number; timeZone: string }) =>
  monthRange({ month: calendarDate(range.year, range.month - 1, 1).slice(0, 7) }, undefined, range.timeZone);

/** The merchant's time zone (settings' Time_Zone, SPEC §9), one Intl knows. */
export async function merchantTimeZone(q: Queryable, merchantId: number): Promise<string> {
  const row = (await q.query<{ time_zone: string }>('SELECT time_zone FROM settings WHERE merchant_id = $1', [merchantId])).rows[0];
  return knownZone(row?.time_zone || DEFAULT_TIME_ZONE);
}

/** Pages of PAGE_SIZE (at least 1 page is reported only when there are rows; 0 rows → 0 pages). */
export const pageCount = (total: number, size: number = PAGE_SIZE): number => Math.ceil(total / size);
export const offsetOf = (page: number, size: number = PAGE_SIZE): number => (page - 1) * size;

/** `YYYY-MM-DD` (UTC). */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
/** `HH:MM` (UTC). */
export const isoTime = (d: Date): string => d.toISOString().slice(11, 16);
export const iso = (d: Date): string => d.toISOString();

/** The merchant's plan features plus add-on features (SPEC §6 plan-gated features). */
export async function merchantFeatures(q: Queryable, merchantId: number, at?: Date): Promise<Set<FeatureKey>> {
  return featuresOf(tenant(q, merchantId), at);
}

/** merchantFeatures for a tenant (db/tenant.ts), as of `at` (default: now). */
export async function featuresOf(t: Tenant, at: Date = new Date()): Promise<Set<FeatureKey>> {
  const row = await t.one<{ plan_id: string; addons: { id: string }[]; status: string; expiry: Date }>(
    'SELECT plan_id, addons, status, expiry FROM subscriptions WHERE merchant_id = $1',
  );
  const features = new Set<FeatureKey>();
  if (!row || row.status !== 'active' || row.expiry.getTime() < at.getTime()) return features;
  for (const f of planById(row.plan_id)?.features ?? []) features.add(f);
  for (const a of row.addons ?? []) {
    const feature = addonById(a.id)?.feature;
    if (feature) features.add(feature);
  }
  return features;
}
