export {
  Meter,
  meterLevel,
  meterLevels,
  meterMeanings,
  meterSizes,
  defaultMeterThresholds,
  type MeterLevel,
  type MeterMeaning,
  type MeterProps,
  type MeterSize,
  type MeterThresholds,
} from './Meter';
