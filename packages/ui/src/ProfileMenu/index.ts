export { ProfileMenu, profileMenuHrefs, type ProfileMenuProps, type ProfileMenuHrefs } from './ProfileMenu';
