import { atomWithRefresh } from 'jotai/utils';
import type { Packages, Profile } from '@wasl/api/types';
import { api } from './api';
import { tokenAtom } from './session';
import { signedOut } from './token';

/** GET /section/profile (SPEC §3). Refetch (write the atom) after POST /section/profile/configure. */
export const profileAtom = atomWithRefresh<Promise<Profile>>(async (get) => {
  if (!get(tokenAtom)) return signedOut; // a new session is a new merchant
  return (await api()).getProfile();
});

/** GET /packages: the plans and add-ons offered at onboarding and on the subscription page. */
export const packagesAtom = atomWithRefresh<Promise<Packages>>(async (get) => {
  if (!get(tokenAtom)) return signedOut;
  return (await api()).listPackages();
});
