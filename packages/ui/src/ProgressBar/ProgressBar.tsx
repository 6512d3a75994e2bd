import { useId } from 'react';
import type { ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { useFormat } from '../format/FormatPreferences';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['accent', 'success', 'warning', 'danger'] as const;
export const progressBarSizes = ['sm', 'md'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps extends Pick<
  AriaProgressBarProps,
  'value' | 'minValue' | 'maxValue' | 'isIndeterminate' | 'id' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-details'
> {
  /** The visible label ("Exporting orders"). Leave it out only with an `aria-label`, where a heading already says what runs. */
  label?: string;
  /**
   * The text for the value, read out as `aria-valuetext` and shown beside the label when you
   * need more than a percentage ("3 of 12 files", "2.4 MB of 5 MB").
   * @default the share done, as a percentage in the locale ("45%", "٤٥٪" with Arabic digits)
   */
  valueLabel?: string;
  /** Show the value text beside the label. @default true */
  showValue?: boolean;
  /** Help under the bar, announced with it ("You can leave this page; we e-mail the file."). */
  description?: string;
  /** `success` when a task has finished, `warning`/`danger` when it stalls or fails; the text must say so too. @default 'accent' */
  tone?: ProgressBarTone;
  /** `sm` in table cells and cards, `md` on its own. @default 'md' */
  size?: ProgressBarSize;
  className?: string;
}

/** Where `value` sits between `minValue` and `maxValue`, from 0 to 1. */
export function progressRatio(value: number, minValue: number, maxValue: number): number {
  const range = maxValue - minValue;
  if (range <= 0) return 0;
  return Math.min(1, Math.max(0, (value - minValue) / range));
}

/**
 * The progress of a task that is running: an export, an upload, a campaign being sent. Fills from
 * the inline start (the right in Arabic). `isIndeterminate` while the amount is unknown. The value
 * is formatted with the merchant's number preferences (`useFormat`), not react-aria's defaults.
 */
export function ProgressBar({
  label,
  valueLabel,
  showValue = true,
  description,
  tone = 'accent',
  size = 'md',
  className,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  ...props
}: ProgressBarProps) {
  const format = useFormat();
  const descriptionId = useId();
  const ratio = progressRatio(value, minValue, maxValue);
  const text = isIndeterminate ? undefined : (valueLabel ?? format.percent(ratio, { maximumFractionDigits: 0 }));
  const labelId = useId();
  // WAI-ARIA's progressbar written out rather than react-aria-components' ProgressBar: its module is
  // also imported (for a context) by every react-aria Button, so using the component in any lazy
  // screen moved it and its number formatter into the entry chunk (+1.3 KB gzip on /auth). The value
  // text is ours anyway (useFormat), which is what react-aria's formatter was there for.
  const describedBy = [props['aria-describedby'], description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined;
  const labelledBy = [props['aria-labelledby'], label ? labelId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div
      id={props.id}
      role="progressbar"
      aria-label={props['aria-label']}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-details={props['aria-details']}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuenow={isIndeterminate ? undefined : value}
      aria-valuetext={text}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-size={size}
      data-indeterminate={isIndeterminate || undefined}
    >
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      {showValue && text ? (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      ) : null}
      <div className={styles.track({ size })}>
        <div
          className={[styles.fill({ tone }), isIndeterminate ? styles.indeterminate : undefined].filter(Boolean).join(' ')}
          style={isIndeterminate ? undefined : { inlineSize: `${ratio * 100}%` }}
        />
      </div>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
