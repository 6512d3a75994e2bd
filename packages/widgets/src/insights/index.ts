export * from './insightStatusTones';
