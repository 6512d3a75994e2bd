export { TimeField, timeGranularities, type TimeFieldProps, type TimeGranularity } from './TimeField';
export { formatTimeString, parseTimeString } from './time';
