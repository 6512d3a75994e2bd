import type { ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import { useFormat } from '../format/FormatPreferences';
import { Icon } from '../Icon';
import * as styles from './Stat.css';

export const statTrendMeanings = ['higherIsBetter', 'lowerIsBetter'] as const;

export interface StatProps {
  /** What the figure is ("Orders this month"). */
  label: string;
  /** The figure, already formatted (use `useFormat()`: currency, number, percent). */
  value: ReactNode;
  /** Change against the previous period as a ratio: 0.12 = +12 %. Leave out when there is no comparison. */
  change?: number;
  /** Whether a rise is good (revenue) or bad (failed messages); sets the colour. @default 'higherIsBetter' */
  meaning?: (typeof statTrendMeanings)[number];
  /** What the change compares with ("vs October"); defaults to "vs previous period". */
  changeContext?: string;
  className?: string;
}

/** A key figure with its label and its change against the previous period (dashboard cards). */
export function Stat({ label, value, change, meaning = 'higherIsBetter', changeContext, className }: StatProps) {
  const { t } = useTranslation('data');
  const format = useFormat();
  const direction = change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const good = direction === 'flat' ? 'flat' : (direction === 'up') === (meaning === 'higherIsBetter') ? 'up' : 'down';
  return (
    <dl className={[styles.root, className].filter(Boolean).join(' ')}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {change !== undefined ? (
        <dd className={styles.change} data-trend={direction}>
          <span className={[styles.change, styles.trend[good]].join(' ')}>
            <Icon
              icon={direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus}
              size={16}
              label={t(`stat.trend.${direction}`)}
            />
            <bdi>{format.percent(change, { signed: true })}</bdi>
          </span>
          <span className={styles.context}>{changeContext ?? t('stat.vsPrevious')}</span>
        </dd>
      ) : null}
    </dl>
  );
}
