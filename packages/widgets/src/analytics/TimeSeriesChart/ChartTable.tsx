import { useMemo } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Table, useFormatPreferences, type TableColumn } from '@wasl/ui';
import { formatTableTime, type ChartSeries } from '../chartModel';

export interface ChartTableProps {
  title: string;
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}

interface Row {
  id: number;
  values: (number | undefined)[];
}

/**
 * Every point of a chart as a table (the chart's accessible equivalent), the original series rather
 * than the downsampled marks; virtualised beyond 60 rows. Its own module: TimeSeriesChart loads it
 * on "View as table", so the table's code stays out of the dashboard route's first load.
 */
export function ChartTable({ title, series, formatValue }: ChartTableProps) {
  const { t } = useTranslation('analytics');
  const prefs = useFormatPreferences();
  const rows = useMemo<Row[]>(() => {
    const maps = series.map((s) => new Map(s.points.map((p) => [p.x, p.y])));
    const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
    return times.map((time) => ({ id: time, values: maps.map((m) => m.get(time)) }));
  }, [series]);
  const columns: TableColumn<Row>[] = [
    { id: 'date', header: t('chart.date'), cell: (row) => formatTableTime(row.id, prefs), sortValue: (row) => row.id, isRowHeader: true },
    ...series.map<TableColumn<Row>>((s, i) => ({
      id: s.id,
      header: s.label,
      cell: (row) => (row.values[i] === undefined ? '' : formatValue(row.values[i])),
      sortValue: (row) => row.values[i] ?? 0,
      align: 'end',
    })),
  ];
  const long = rows.length > 60;
  return <Table aria-label={title} columns={columns} rows={rows} density="compact" virtualized={long} height={long ? 320 : undefined} />;
}
