import type { BusinessDetails } from '@wasl/api/types';
import { resource } from './resource';

/**
 * GET /header: Level, Business_Name, Email, Logo_Link (SPEC §3). Null when signed out. The guard
 * reads the Level for onboarding; the top bar reads the name and logo.
 */
export const headerAtom = resource<BusinessDetails | null>((client) => client.getHeader(), { whenSignedOut: null });
