import type { ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { useFormat } from '../format/FormatPreferences';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import * as styles from './Stat.css';

export const statTrendMeanings = ['higherIsBetter', 'lowerIsBetter'] as const;
export type StatTrendMeaning = (typeof statTrendMeanings)[number];

export interface StatProps {
  /** What the figure is ("Orders this month"). */
  label: string;
  /** The figure, already formatted (use `useFormat()`: currency, number, percent). Ignored while `isLoading`. */
  value?: ReactNode;
  /** Change against the previous period as a ratio: 0.12 = +12 %. Leave out when there is no comparison. */
  change?: number;
  /** Whether a rise is good (revenue) or bad (failed messages); sets the colour. @default 'higherIsBetter' */
  meaning?: StatTrendMeaning;
  /** What the change compares with ("vs October"); defaults to "vs previous period". */
  changeContext?: string;
  /**
   * The figure is still loading: skeletons in place of the value and — when the Stat has a comparison
   * (`change` or `changeContext` given) — the change, and screen readers hear the label followed by
   * "Loading…". A Stat without one keeps its loaded height, so nothing below it moves when the figure
   * arrives (the dashboard's layout shift was 0.126). @default false
   */
  isLoading?: boolean;
  className?: string;
}

/**
 * A key figure with its label and its change against the previous period (dashboard cards).
 *
 * The change is said in words ("Up 12%", "Down 3.5%", "No change"); the arrow, the sign and the
 * colour are visual only. Trend arrows are drawn as a line over time, so they mirror in Arabic,
 * where time runs from right to left; "up" stays up.
 */
export function Stat({ label, value, change, meaning = 'higherIsBetter', changeContext, isLoading = false, className }: StatProps) {
  const { t } = useTranslation('data');
  const format = useFormat();
  const direction = change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const good = direction === 'flat' ? 'flat' : (direction === 'up') === (meaning === 'higherIsBetter') ? 'up' : 'down';
  const classes = [styles.root, className].filter(Boolean).join(' ');

  if (isLoading) {
    return (
      <dl className={classes} data-loading="">
        <dt className={styles.label}>{label}</dt>
        <dd className={`${styles.value} ${styles.loadingValue}`}>
          <Skeleton width="5em" />
          <span className={styles.visuallyHidden}>{t('stat.loading')}</span>
        </dd>
        {change !== undefined || changeContext !== undefined ? (
          <dd className={styles.change} aria-hidden="true">
            <Skeleton width="10em" />
          </dd>
        ) : null}
      </dl>
    );
  }

  return (
    <dl className={classes}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {change !== undefined ? (
        <dd className={styles.change} data-trend={direction}>
          {/* Seen: arrow, signed figure, colour. Heard: the sentence below, once. */}
          <span className={[styles.change, styles.trend[good]].join(' ')} aria-hidden="true">
            <Icon
              icon={direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus}
              size={16}
              mirrorInRtl={direction !== 'flat'}
            />
            <bdi>{format.percent(change, { signed: true })}</bdi>
          </span>
          <span className={styles.visuallyHidden}>{t(`stat.change.${direction}`, { value: format.percent(Math.abs(change)) })}</span>{' '}
          <span className={styles.context}>{changeContext ?? t('stat.vsPrevious')}</span>
        </dd>
      ) : null}
    </dl>
  );
}
