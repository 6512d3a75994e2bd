// Owned by the navigation group; each component folder adds its export line here.
export * from './Tabs';
export * from './Breadcrumbs';
export * from './Pagination';
export * from './Stepper';
export * from './Disclosure';
export * from './SidebarNav';
