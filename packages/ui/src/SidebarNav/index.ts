export { SidebarNav, type SidebarNavProps, type SidebarNavItem, type SidebarLinkProps } from './SidebarNav';
