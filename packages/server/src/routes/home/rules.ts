/** The rule of the home's exports: the data_export feature of the package (SPEC §6). */
import type { FeatureKey } from '@wasl/api/models';
import { notInPlan } from '../../middleware/http.ts';

/** 402 `errors:featureNotInPlan` unless the package has data exports (ADR 008: never 403). */
export function requireExports(features: ReadonlySet<FeatureKey>): void {
  if (!features.has('data_export')) throw notInPlan('data_export');
}
