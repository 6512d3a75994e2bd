import { Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack, type SliderProps as AriaSliderProps } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { useId } from 'react';
import { FieldLabel, fieldStyles } from '../Field';
import * as styles from './Slider.css';

export interface SliderProps<T extends number | number[]> extends Omit<
  AriaSliderProps<T>,
  'className' | 'style' | 'children' | 'orientation'
> {
  /** The visible label. */
  label: string;
  /** Help under the slider, announced with it. */
  description?: string;
  /**
   * Names of the two thumbs of a range, for screen readers.
   * @default the `pickers:slider.minimum` / `maximum` translations
   */
  thumbLabels?: [string, string];
  className?: string;
}

/**
 * A value (or, given an array, a range) on a scale: a daily message limit, a price band. Values
 * and the output are formatted with `formatOptions` in the locale. Keyboard: arrows step (in
 * Arabic ArrowLeft increases, as the scale runs right to left), PageUp/PageDown step by a tenth,
 * Home/End jump to the ends. For exact numbers prefer NumberField.
 */
export function Slider<T extends number | number[]>({ label, description, thumbLabels, className, ...props }: SliderProps<T>) {
  const { t } = useTranslation('pickers');
  const names = thumbLabels ?? [t('slider.minimum'), t('slider.maximum')];
  const descriptionId = useId();
  return (
    <AriaSlider {...props} className={[styles.slider, className].filter(Boolean).join(' ')}>
      <div className={styles.label}>
        <FieldLabel>{label}</FieldLabel>
      </div>
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        {({ state }) => {
          const isRange = state.values.length > 1;
          const start = isRange ? state.getThumbPercent(0) : 0;
          const end = state.getThumbPercent(isRange ? 1 : 0);
          return (
            <>
              {/* Logical offsets: the fill starts at the scale's start, the right edge in Arabic. */}
              <div className={styles.fill} style={{ insetInlineStart: `${start * 100}%`, inlineSize: `${(end - start) * 100}%` }} />
              {state.values.map((_, index) => (
                <SliderThumb
                  key={index}
                  index={index}
                  aria-label={isRange ? names[index] : undefined}
                  className={styles.thumb}
                  aria-describedby={description ? descriptionId : undefined}
                />
              ))}
            </>
          );
        }}
      </SliderTrack>
      {description ? (
        <span id={descriptionId} className={[styles.description, fieldStyles.description].join(' ')}>
          {description}
        </span>
      ) : null}
    </AriaSlider>
  );
}
