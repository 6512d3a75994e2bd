export { InsightsCard, type InsightsCardProps } from './InsightsCard';
