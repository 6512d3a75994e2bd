import { atomWithRefresh } from 'jotai/utils';
import type { BusinessDetails } from '@wasl/api/types';
import { api } from './api';
import { tokenAtom } from './session';

/**
 * GET /header: Level, Business_Name, Email, Logo_Link (SPEC §3). Null when signed out. The guard
 * reads the Level for onboarding; the top bar reads the name and logo.
 */
export const headerAtom = atomWithRefresh<Promise<BusinessDetails | null>>(async (get) => {
  if (!get(tokenAtom)) return null;
  return (await api()).getHeader();
});
