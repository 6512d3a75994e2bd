// Locale-aware formatters (dates, numbers, currency) and their preferences provider.
export * from './format/index';
