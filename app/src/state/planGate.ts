/**
 * SPEC §6's plan gate, once for the whole app: a 402 "not in your plan" / "limit reached" /
 * "insufficient coins" from any call (ADR 008), or a screen that knows before asking (Add agent
 * with the package full), opens the one upgrade dialog or the one buy-coins dialog, which the
 * dashboard layout shows (`shell/PlanGateHost.tsx`).
 */
import { atom } from 'jotai';
import { isApiError } from '@wasl/api/session';
import { isFeatureKey, type UpgradeReason } from '@wasl/api/models';
import { appStore } from './store';

export type PlanGateRequest =
  { kind: 'upgrade'; reason: UpgradeReason } | { kind: 'coins'; need: { required: number; coins: number } | null };

export const planGateAtom = atom<PlanGateRequest | null>(null);

export const openPlanGate = (request: PlanGateRequest) => appStore.set(planGateAtom, request);
export const closePlanGate = () => appStore.set(planGateAtom, null);

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** The gate a failed call asks for (402 with a plan key and its data), or null for any other failure. */
export function gateOf(error: unknown): PlanGateRequest | null {
  if (!isApiError(error) || error.status !== 402) return null;
  const data = (error.details.data ?? {}) as Record<string, unknown>;
  if (error.message === 'errors:featureNotInPlan' && isFeatureKey(data.feature))
    return { kind: 'upgrade', reason: { kind: 'feature', feature: data.feature } };
  if (error.message === 'errors:limitReached' || error.message === 'errors:addAgent.upgrade') {
    const limit =
      int(data.Allowed) !== null
        ? 'agents'
        : int(data.Allowed_Section) !== null
          ? 'sections'
          : int(data.Campaign_Limit) !== null
            ? 'campaigns'
            : null;
    const allowed = int(data.Allowed) ?? int(data.Allowed_Section) ?? int(data.Campaign_Limit);
    if (limit && allowed !== null) return { kind: 'upgrade', reason: { kind: 'limit', limit, allowed } };
  }
  if (error.message === 'errors:insufficientCoins') {
    const required = int(data.required);
    const coins = int(data.Coins);
    return { kind: 'coins', need: required !== null && coins !== null ? { required, coins } : null };
  }
  return null;
}
