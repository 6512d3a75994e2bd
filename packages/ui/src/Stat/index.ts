export { Stat, statTrendMeanings, type StatProps, type StatTrendMeaning } from './Stat';
