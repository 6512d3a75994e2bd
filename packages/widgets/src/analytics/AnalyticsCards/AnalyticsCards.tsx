import { useMemo } from 'react';
import type { DashboardHome } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Card, Stat, useFormat, useFormatPreferences } from '@wasl/ui';
import { dailySeries, dayIn, type ChartSeries } from '../chartModel';
import { TimeSeriesChart } from '../TimeSeriesChart';
import * as styles from './AnalyticsCards.css';

export interface AnalyticsCardsProps {
  /** The month's figures from `GET /section/home`; leave out while loading. */
  data?: DashboardHome;
  /** Skeletons in every card. @default false */
  isLoading?: boolean;
  /** The merchant's currency for revenue. @default 'SAR' */
  currency?: string;
  /** Heading level of the cards' titles, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Today (`YYYY-MM-DD`): the charts stop there, as the month's later days have not happened yet.
   * Pass it in tests and stories. @default today in the merchant's time zone
   */
  today?: string;
}

/**
 * The dashboard home of one month (SPEC §3): conversations, messages, customer feedback and
 * abandoned carts as figures, and orders, revenue and feedback by day as charts, each with its
 * table. Pure: the screen passes the month's `DashboardHome` (or `isLoading`).
 */
export function AnalyticsCards({ data, isLoading = false, currency = 'SAR', headingLevel = 2, today }: AnalyticsCardsProps) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { timeZone } = useFormatPreferences();
  const until = today ?? dayIn(new Date(), timeZone);
  const loading = isLoading || !data;

  const orders = useMemo<ChartSeries[]>(
    () => [
      {
        id: 'orders',
        label: t('orders.orders'),
        color: 'series1',
        points: dailySeries(data?.order_graph_data ?? [], (d) => d.orders, until),
      },
    ],
    [data, t, until],
  );
  const revenue = useMemo<ChartSeries[]>(
    () => [
      {
        id: 'revenue',
        label: t('orders.revenue'),
        color: 'series3',
        points: dailySeries(data?.order_graph_data ?? [], (d) => d.revenue, until),
      },
    ],
    [data, t, until],
  );
  const feedback = useMemo<ChartSeries[]>(() => {
    const rows = data?.feedback_graph_data ?? [];
    return [
      { id: 'positive', label: t('feedback.positive'), color: 'series7', points: dailySeries(rows, (d) => d.positive, until) },
      { id: 'neutral', label: t('feedback.neutral'), color: 'series8', points: dailySeries(rows, (d) => d.neutral, until) },
      { id: 'negative', label: t('feedback.negative'), color: 'series2', points: dailySeries(rows, (d) => d.negative, until) },
    ];
  }, [data, t, until]);

  const n = (value: number | undefined) => (value === undefined ? undefined : format.number(value));
  const carts = data?.abandone_cart_messages;
  const recoveryRate = carts && carts.sent > 0 ? carts.recovered / carts.sent : 0;

  return (
    <div className={styles.grid} data-analytics-cards="">
      <Card title={t('conversations.title')} headingLevel={headingLevel}>
        <div className={styles.stats}>
          <Stat label={t('conversations.total')} value={n(data?.conversation.total)} isLoading={loading} />
          <Stat label={t('conversations.business')} value={n(data?.conversation.business_initiated)} isLoading={loading} />
          <Stat label={t('conversations.user')} value={n(data?.conversation.user_initiated)} isLoading={loading} />
          <Stat label={t('conversations.left')} value={n(data?.convo_count)} isLoading={loading} />
        </div>
      </Card>
      <Card title={t('messages.title')} headingLevel={headingLevel}>
        <div className={styles.stats}>
          <Stat label={t('messages.sent')} value={n(data?.message_data.sent)} isLoading={loading} />
          <Stat label={t('messages.delivered')} value={n(data?.message_data.delivered)} isLoading={loading} />
          <Stat label={t('messages.seen')} value={n(data?.message_data.seen)} isLoading={loading} />
          <Stat label={t('messages.failed')} value={n(data?.message_data.failed)} meaning="lowerIsBetter" isLoading={loading} />
        </div>
      </Card>
      <Card title={t('carts.title')} headingLevel={headingLevel}>
        <div className={styles.stats}>
          <Stat label={t('carts.sent')} value={n(carts?.sent)} isLoading={loading} />
          <Stat label={t('carts.recovered')} value={n(carts?.recovered)} isLoading={loading} />
          <Stat label={t('carts.revenue')} value={carts ? format.currency(carts.revenue, { currency }) : undefined} isLoading={loading} />
          <Stat label={t('carts.rate')} value={carts ? format.percent(recoveryRate) : undefined} isLoading={loading} />
        </div>
      </Card>
      <Card title={t('orders.title')} headingLevel={headingLevel} className={styles.wide}>
        <TimeSeriesChart title={t('orders.title')} series={orders} kind="bar" isLoading={loading} />
      </Card>
      <Card title={t('orders.revenueTitle')} headingLevel={headingLevel} className={styles.wide}>
        <TimeSeriesChart title={t('orders.revenueTitle')} series={revenue} valueKind="currency" currency={currency} isLoading={loading} />
      </Card>
      <Card title={t('feedback.title')} headingLevel={headingLevel} className={styles.wide}>
        <div className={styles.stats}>
          <Stat
            label={t('feedback.average')}
            value={
              // Ratings run 1–5, so an average of 0 means nobody rated this month (survey answers have no scale).
              data
                ? data.feedback.average_rating > 0
                  ? t('feedback.averageValue', { value: format.number(data.feedback.average_rating), max: format.number(5) })
                  : t('feedback.averageNone')
                : undefined
            }
            isLoading={loading}
          />
          <Stat label={t('feedback.positive')} value={n(data?.feedback.positive)} isLoading={loading} />
          <Stat label={t('feedback.neutral')} value={n(data?.feedback.neutral)} isLoading={loading} />
          <Stat label={t('feedback.negative')} value={n(data?.feedback.negative)} meaning="lowerIsBetter" isLoading={loading} />
        </div>
        <TimeSeriesChart title={t('feedback.chartTitle')} series={feedback} kind="bar" isLoading={loading} />
      </Card>
    </div>
  );
}
