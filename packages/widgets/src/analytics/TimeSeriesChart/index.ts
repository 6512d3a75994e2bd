export { TimeSeriesChart, chartValueKinds, type ChartValueKind, type TimeSeriesChartProps } from './TimeSeriesChart';
