export * from './chartModel';
export * from './TimeSeriesChart';
export * from './AnalyticsCards';
export * from './DataExports';
export * from './HealthPanel';
