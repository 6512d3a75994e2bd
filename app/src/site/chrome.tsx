import {
  FooterView,
  NativeButton,
  PublicNavbarView,
  type ChromeLinkProps,
  type ChromeMenuButtonProps,
  type FooterProps,
  type PublicNavbarProps,
} from '@wasl/ui';

/**
 * A native link for the pre-rendered pages' navbar and footer: each page is its own document, so a
 * link is an ordinary navigation, and react-aria's press code (most of its share of the first load)
 * stays out. Same classes as the app's react-aria links (their styles cover both: ui/styles/states).
 */
function NativeLink({ onPress, ...props }: ChromeLinkProps) {
  return <a {...props} onClick={onPress} />;
}

/** The phone menu's button: Button's look on a native button (react-aria's drawer itself loads on the first press). */
function NativeMenuButton({ onPress, ...props }: ChromeMenuButtonProps) {
  return <NativeButton {...props} onClick={onPress} />;
}

/** The public navbar and footer on a pre-rendered page: @wasl/ui's markup and styles, native links. */
export const siteChrome = {
  Navbar: (props: PublicNavbarProps) => <PublicNavbarView {...props} Link={NativeLink} MenuButton={NativeMenuButton} />,
  Footer: (props: FooterProps) => <FooterView {...props} Link={NativeLink} />,
};
