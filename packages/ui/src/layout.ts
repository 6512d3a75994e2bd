// Owned by the layout group; each component folder adds its export line here.
// Stack/Inline/Grid (data group) stay at the top; AppShell, TopBar, PublicNavbar, Footer follow.
export * from './Stack';
export * from './AppShell';
export * from './TopBar';
export * from './PublicNavbar';
export * from './Footer';
export * from './ProfileMenu';
