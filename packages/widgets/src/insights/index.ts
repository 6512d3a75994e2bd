export * from './insightStatusTones';
export * from './InsightsCard';
