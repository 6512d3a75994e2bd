import { useAtomValue } from 'jotai';
import { lazy, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer, PublicNavbar } from '@wasl/ui';
import { tokenAtom } from '../state/token';
import { PublicChrome } from './PublicChrome';

export { isMarketingPath } from './PublicChrome';

// The toggles bring react-aria's tooltip and positioning code: not needed for the first paint.
const PreferenceToggles = lazy(async () => ({ default: (await import('./Preferences')).PreferenceToggles }));

const useSignedIn = () => Boolean(useAtomValue(tokenAtom));
const chrome = { Navbar: PublicNavbar, Footer };

/** The marketing and auth pages in the app: navbar (Home or Dashboard when signed in), content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <PublicChrome location={location} useSignedIn={useSignedIn} toggles={<PreferenceToggles />} components={chrome}>
      {children}
    </PublicChrome>
  );
}
