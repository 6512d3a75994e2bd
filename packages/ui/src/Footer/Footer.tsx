import { Link } from 'react-aria-components';
import { FooterView, type FooterProps } from './FooterView';

/**
 * The site footer (SPEC §2): links to docs, privacy, services, features and demo, a newsletter
 * slot, and the marketing pages' extra element. Links go through react-aria's `RouterProvider`.
 */
export function Footer(props: FooterProps) {
  return <FooterView {...props} Link={Link} />;
}
