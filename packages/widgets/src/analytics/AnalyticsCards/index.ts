export { AnalyticsCards, type AnalyticsCardsProps } from './AnalyticsCards';
