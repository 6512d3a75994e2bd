export * from './WebsiteWidgetCard';
