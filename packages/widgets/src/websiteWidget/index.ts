export * from './websiteWidgetModel';
export * from './WebsiteWidgetCard';
