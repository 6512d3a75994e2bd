/** Small query helpers shared by route modules. */
import { PAGE_SIZE } from '@wasl/api';
import type { FeatureKey } from '@wasl/api/models';
import { planById, addonById } from '../providers/catalogue.ts';
import type { Queryable } from './db.ts';
import { tenant, type Tenant } from './tenant.ts';
import { monthRange, resolveZone } from '../lib/zone.ts';

/** The merchant's time zone from settings, validated (lib/zone.ts: DEFAULT_TIME_ZONE without settings or with a bad value). */
export async function merchantTimeZone(q: Queryable, merchantId: number): Promise<string> {
  const row = (await q.query<{ time_zone: string }>('SELECT time_zone FROM settings WHERE merchant_id = $1', [merchantId])).rows[0];
  return resolveZone(row?.time_zone);
}

/** The month a `?month, year` query names on the merchant's clock (lib/zone.ts monthRange), default the current one there. */
export async function merchantMonth(
  q: Queryable,
  merchantId: number,
  query: { month?: string | undefined; year?: number | undefined },
  now: Date,
) {
  return monthRange(query, await merchantTimeZone(q, merchantId), now);
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
