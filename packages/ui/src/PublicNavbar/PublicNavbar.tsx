import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { PublicNavbarView, type ChromeLinkProps, type ChromeMenuButtonProps, type PublicNavbarProps } from './PublicNavbarView';

/** The chrome's links in the app: react-aria's, so `RouterProvider` navigates on the client. */
export const AriaChromeLink = ({ onNavigate, ...props }: ChromeLinkProps) => <Link {...props} onPress={onNavigate} />;

// The app's first load has react-aria's Button anyway; a second, native one would only add to it.
const AriaMenuButton = ({ onOpen, ...props }: ChromeMenuButtonProps) => <Button variant="ghost" {...props} onPress={onOpen} />;

/**
 * The marketing pages' navigation bar (SPEC §2): Home (Dashboard when signed in), About, Docs,
 * Login and Get demo. Below the tablet breakpoint the links move into a drawer. Links use
 * react-aria's `RouterProvider` for client-side navigation (the pre-rendered site renders
 * PublicNavbarView with native links).
 */
export function PublicNavbar(props: PublicNavbarProps) {
  return <PublicNavbarView {...props} Link={AriaChromeLink} MenuButton={AriaMenuButton} />;
}
