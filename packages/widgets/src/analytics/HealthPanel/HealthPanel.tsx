import { useMemo } from 'react';
import type { Health } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Card, Skeleton, Stat, useFormat, useFormatPreferences } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { dailySeries, dayIn, type ChartSeries } from '../chartModel';
import { TimeSeriesChart } from '../TimeSeriesChart';
import * as styles from './HealthPanel.css';

export interface HealthPanelProps {
  /** `GET /section/health` for the month; leave out while loading. */
  data?: Health;
  /** @default false */
  isLoading?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Today (`YYYY-MM-DD`): the charts stop there, as the month's later days have not happened yet.
   * Pass it in tests and stories. @default today in the merchant's time zone
   */
  today?: string;
}

/**
 * The merchant's integration health from the request log: calls this month, the success rate
 * (answers without a 5xx), the status of the last 24 hours, and calls, errors and p95 latency by
 * day as charts with their tables.
 */
export function HealthPanel({ data, isLoading = false, headingLevel = 2, today }: HealthPanelProps) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { timeZone } = useFormatPreferences();
  const until = today ?? dayIn(new Date(), timeZone);
  const loading = isLoading || !data;
  const traffic = useMemo<ChartSeries[]>(() => {
    const rows = data?.series ?? [];
    return [
      { id: 'calls', label: t('health.callsSeries'), color: 'series1', points: dailySeries(rows, (d) => d.calls, until) },
      { id: 'errors', label: t('health.errorsSeries'), color: 'series2', points: dailySeries(rows, (d) => d.errors, until) },
    ];
  }, [data, t, until]);
  const latency = useMemo<ChartSeries[]>(
    () => [{ id: 'p95', label: t('health.p95Series'), color: 'series6', points: dailySeries(data?.series ?? [], (d) => d.p95_ms, until) }],
    [data, t, until],
  );
  return (
    <div className={styles.root} data-health-panel="">
      <Card title={t('health.title')} headingLevel={headingLevel}>
        <div className={styles.stats}>
          <Stat label={t('health.calls')} value={data ? format.number(data.api_calls) : undefined} isLoading={loading} />
          <Stat
            label={t('health.successRate')}
            value={data ? format.percent(data.success_rate / 100, { maximumFractionDigits: 2 }) : undefined}
            isLoading={loading}
          />
          <dl className={styles.status}>
            <dt className={styles.statusLabel}>{t('health.status')}</dt>
            <dd className={styles.status}>
              {data ? <DomainStatusPill domain="health" status={data.status} /> : <Skeleton width="6em" />}
              <p className={styles.hint}>{t('health.statusHint')}</p>
            </dd>
          </dl>
        </div>
      </Card>
      <Card title={t('health.chartTitle')} headingLevel={headingLevel}>
        <TimeSeriesChart title={t('health.chartTitle')} series={traffic} kind="line" isLoading={loading} />
      </Card>
      <Card title={t('health.latencyTitle')} headingLevel={headingLevel}>
        <TimeSeriesChart title={t('health.latencyTitle')} series={latency} kind="line" isLoading={loading} />
      </Card>
    </div>
  );
}
