import { FooterView, PublicNavbarView, type ChromeLinkProps, type FooterProps, type PublicNavbarProps } from '@wasl/ui';

/**
 * A native link for the pre-rendered pages' navbar and footer: each page is its own document, so a
 * link is an ordinary navigation, and react-aria's press code (most of its share of the first load)
 * stays out. Same classes as the app's react-aria links (their styles cover both: ui/styles/states).
 */
function NativeLink({ onNavigate, ...props }: ChromeLinkProps) {
  return <a {...props} onClick={onNavigate} />;
}

/** The public navbar and footer on a pre-rendered page: @wasl/ui's markup and styles, native links. */
export const siteChrome = {
  Navbar: (props: PublicNavbarProps) => <PublicNavbarView {...props} Link={NativeLink} />,
  Footer: (props: FooterProps) => <FooterView {...props} Link={NativeLink} />,
};
