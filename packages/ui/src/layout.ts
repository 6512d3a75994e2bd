// Layout: Stack/Inline/Grid first, then the page frame (AppShell, TopBar, PublicNavbar, Footer).
export * from './Stack';
export * from './AppShell';
export * from './TopBar';
export * from './PublicNavbar';
export * from './Footer';
export * from './ProfileMenu';
