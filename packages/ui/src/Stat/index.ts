export { Stat, statTrendMeanings, type StatProps } from './Stat';
