import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { useFormat } from '../format/FormatPreferences';
import { Icon } from '../Icon';
import { progressRatio } from '../ProgressBar/ProgressBar';
import * as bar from '../ProgressBar/ProgressBar.css';
import * as styles from './Meter.css';

export const meterMeanings = ['lowerIsBetter', 'higherIsBetter'] as const;
export const meterSizes = ['sm', 'md'] as const;
export const meterLevels = ['normal', 'warning', 'danger'] as const;
export type MeterMeaning = (typeof meterMeanings)[number];
export type MeterSize = (typeof meterSizes)[number];
export type MeterLevel = (typeof meterLevels)[number];

/** Where the warning and danger levels start, as shares of the range (0–1). */
export interface MeterThresholds {
  warning: number;
  danger: number;
}

/** Usage of an allowance warns at 80 % and is in danger at 95 %; a balance warns at 20 % and is in danger at 5 %. */
export const defaultMeterThresholds: Record<MeterMeaning, MeterThresholds> = {
  lowerIsBetter: { warning: 0.8, danger: 0.95 },
  higherIsBetter: { warning: 0.2, danger: 0.05 },
};

/**
 * The level of a share of the range. With `lowerIsBetter` (coins used) the level rises as the share
 * reaches a threshold (≥); with `higherIsBetter` (balance left) as it falls to one (≤).
 */
export function meterLevel(ratio: number, meaning: MeterMeaning = 'lowerIsBetter', thresholds?: Partial<MeterThresholds>): MeterLevel {
  const { warning, danger } = { ...defaultMeterThresholds[meaning], ...thresholds };
  if (meaning === 'lowerIsBetter') return ratio >= danger ? 'danger' : ratio >= warning ? 'warning' : 'normal';
  return ratio <= danger ? 'danger' : ratio <= warning ? 'warning' : 'normal';
}

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children' | 'formatOptions'> {
  /** The visible label ("Coins used this month"). Leave it out only with an `aria-label`. */
  label?: string;
  /**
   * The value in words, shown and read out: a translated, pluralised string from the caller
   * ("1,250 of 5,000 coins"). @default "{value} of {max}" with numbers in the merchant's format
   */
  valueLabel?: string;
  /** Whether a high value is bad (usage of an allowance) or good (balance left); sets the direction of the thresholds. @default 'lowerIsBetter' */
  meaning?: MeterMeaning;
  /** Shares of the range (0–1) where the warning and danger levels start. @default { warning: 0.8, danger: 0.95 }, or 0.2 / 0.05 for `higherIsBetter` */
  thresholds?: Partial<MeterThresholds>;
  /** Words for the warning and danger levels ("Buy more coins"). @default translated "High"/"Low" and "Critical" */
  statusLabels?: Partial<Record<Exclude<MeterLevel, 'normal'>, string>>;
  /** Help under the bar, announced with it. */
  description?: string;
  /** @default 'md' */
  size?: MeterSize;
  className?: string;
}

/**
 * A measurement in a known range that stays on the page: coins used of the plan's allowance,
 * the wallet's conversations left. It turns amber, then red past its thresholds, and says so in
 * words next to the value and in what screen readers hear. Fills from the inline start.
 */
export function Meter({
  label,
  valueLabel,
  meaning = 'lowerIsBetter',
  thresholds,
  statusLabels,
  description,
  size = 'md',
  className,
  value = 0,
  minValue = 0,
  maxValue = 100,
  ...props
}: MeterProps) {
  const { t } = useTranslation('data');
  const format = useFormat();
  const descriptionId = useId();
  const ratio = progressRatio(value, minValue, maxValue);
  const level = meterLevel(ratio, meaning, thresholds);
  const text = valueLabel ?? t('meter.valueOfMax', { value: format.number(value), max: format.number(maxValue) });
  const status = level === 'normal' ? undefined : (statusLabels?.[level] ?? t(`meter.status.${meaning}.${level}`));
  return (
    <AriaMeter
      {...props}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={status ? t('meter.valueWithStatus', { value: text, status }) : text}
      aria-describedby={[props['aria-describedby'], description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined}
      className={[bar.root, className].filter(Boolean).join(' ')}
      data-level={level}
      data-size={size}
    >
      {label ? <Label className={bar.label}>{label}</Label> : null}
      <span className={bar.value}>
        <span className={styles.valueText}>{text}</span>
        {status && level !== 'normal' ? (
          <span className={[styles.status, styles.statusTone[level]].join(' ')}>
            <Icon icon={level === 'danger' ? CircleAlert : TriangleAlert} size={16} />
            {status}
          </span>
        ) : null}
      </span>
      <div className={bar.track({ size })}>
        <div className={bar.fill({ tone: level === 'normal' ? 'accent' : level })} style={{ inlineSize: `${ratio * 100}%` }} />
      </div>
      {description ? (
        <span id={descriptionId} className={bar.description}>
          {description}
        </span>
      ) : null}
    </AriaMeter>
  );
}
