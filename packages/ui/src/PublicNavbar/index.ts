export { PublicNavbar, publicNavbarHrefs, type PublicNavbarProps, type PublicNavbarHrefs } from './PublicNavbar';
