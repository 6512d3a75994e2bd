// Navigation primitives: tabs, breadcrumbs, pagination, steps, disclosures, the sidebar.
export * from './Tabs';
export * from './Breadcrumbs';
export * from './Pagination';
export * from './Stepper';
export * from './Disclosure';
export * from './SidebarNav';
