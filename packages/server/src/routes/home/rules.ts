/** The rule of the home's exports: the data_export feature of the package (SPEC §6). */
import type { FeatureKey } from '@wasl/api/models';
import { HttpError } from '../../middleware/http.ts';

/** 403 `errors:featureNotInPlan` unless the package has data exports. */
export function requireExports(features: ReadonlySet<FeatureKey>): void {
  if (!features.has('data_export')) throw new HttpError(403, 'errors:featureNotInPlan', { data: { feature: 'data_export' } });
}
