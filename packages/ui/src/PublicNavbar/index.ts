export { PublicNavbar } from './PublicNavbar';
export {
  PublicNavbarView,
  publicNavbarHrefs,
  type ChromeLinkProps,
  type ChromeMenuButtonProps,
  type PublicNavbarProps,
  type PublicNavbarHrefs,
} from './PublicNavbarView';
