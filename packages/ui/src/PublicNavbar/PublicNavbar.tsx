import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { PublicNavbarView, type PublicNavbarProps } from './PublicNavbarView';

/**
 * The marketing pages' navigation bar (SPEC §2): Home (Dashboard when signed in), About, Docs,
 * Login and Get demo. Below the tablet breakpoint the links move into a drawer. Links use
 * react-aria's `RouterProvider` for client-side navigation (the pre-rendered site renders
 * PublicNavbarView with native links).
 */
// react-aria's Link (RouterProvider navigates on the client) and @wasl/ui's Button, which the app's
// first load has anyway.
export function PublicNavbar(props: PublicNavbarProps) {
  return <PublicNavbarView {...props} Link={Link} MenuButton={Button} />;
}
