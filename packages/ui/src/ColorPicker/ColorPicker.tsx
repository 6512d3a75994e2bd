import { Palette } from 'lucide-react';
import { useId } from 'react';
import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker as AriaColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker as AriaColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  Popover,
  SliderTrack,
  parseColor,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import { chartSeries, type ChartSeries } from '@wasl/tokens';
import { light } from '@wasl/tokens/values';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { fieldClassName, fieldStyles } from '../Field';
import * as styles from './ColorPicker.css';

/**
 * The suggested section colours: the chart series of the tokens (distinguishable with colour-vision
 * deficiencies, DESIGN.md), as stored hex values. A section's colour is data, saved once, so the
 * light-theme value is the one stored.
 */
export const sectionSwatches: readonly { id: ChartSeries; color: string }[] = chartSeries.map((id) => ({ id, color: light.chart[id] }));

export interface ColorPickerProps {
  /** The visible label. */
  label: string;
  /** Controlled colour as `#rrggbb`. */
  value?: string;
  /** @default the first suggested colour */
  defaultValue?: string;
  /** Called with `#rrggbb` (lower case). */
  onChange?: (hex: string) => void;
  /** Show the custom colour editor (area, hue slider, hex field). @default true */
  allowCustom?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A section colour: one of the suggested swatches (a keyboard-navigable list: arrows move, mirrored in
 * Arabic) or, behind "Custom colour", any colour from a saturation/brightness area, a hue slider and a
 * hex field. The value travels as `#rrggbb`.
 */
export function ColorPicker({ label, value, defaultValue, onChange, allowCustom = true, defaultOpen, className }: ColorPickerProps) {
  const { t } = useTranslation('pickers');
  const labelId = useId();
  const fallback = sectionSwatches[0]?.color ?? '#000000';
  return (
    <AriaColorPicker
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? fallback) : undefined}
      onChange={(color) => onChange?.(color.toString('hex').toLowerCase())}
    >
      <div className={fieldClassName(className)} data-wasl-field="" role="group" aria-labelledby={labelId}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        <div className={styles.row}>
          <ColorSwatchPicker aria-label={t('color.suggested')} />
          {allowCustom ? (
            <DialogTrigger defaultOpen={defaultOpen}>
              <Button className={styles.customButton}>
                <ColorSwatch className={styles.customSwatch} />
                <Palette size={16} aria-hidden="true" />
                {t('color.custom')}
              </Button>
              <Popover className={pickerStyles.popover} placement="bottom start">
                <Dialog className={pickerStyles.dialog} aria-label={t('color.chooseCustom')}>
                  <div className={styles.editor}>
                    <ColorArea
                      className={styles.area}
                      colorSpace="hsb"
                      xChannel="saturation"
                      yChannel="brightness"
                      aria-label={t('color.area')}
                    >
                      <ColorThumb className={styles.thumb} />
                    </ColorArea>
                    <ColorSlider className={styles.hueSlider} colorSpace="hsb" channel="hue">
                      <Label className={fieldStyles.label}>{t('color.hue')}</Label>
                      <SliderTrack className={styles.hueTrack}>
                        <ColorThumb className={[styles.thumb, styles.trackThumb].join(' ')} />
                      </SliderTrack>
                    </ColorSlider>
                    <ColorField className={fieldStyles.field}>
                      <Label className={fieldStyles.label}>{t('color.hex')}</Label>
                      <Input className={fieldStyles.input()} dir="ltr" />
                    </ColorField>
                  </div>
                </Dialog>
              </Popover>
            </DialogTrigger>
          ) : null}
        </div>
      </div>
    </AriaColorPicker>
  );
}

export interface ColorSwatchPickerProps {
  /** Names the list for screen readers. */
  'aria-label': string;
  /** Stand-alone use: controlled `#rrggbb`. Inside a ColorPicker the picker's value is used. */
  value?: string;
  onChange?: (hex: string) => void;
  /** @default the section swatches */
  swatches?: readonly { id: string; color: string }[];
}

/** The suggested colours alone, each named in the locale (`pickers:color.series1` …). */
export function ColorSwatchPicker({ swatches = sectionSwatches, value, onChange, ...props }: ColorSwatchPickerProps) {
  const { i18n } = useTranslation('pickers');
  return (
    <AriaColorSwatchPicker
      {...props}
      className={styles.swatches}
      {...(value !== undefined ? { value: parseColor(value) } : {})}
      {...(onChange ? { onChange: (color) => onChange(color.toString('hex').toLowerCase()) } : {})}
    >
      {swatches.map(({ id, color }) => (
        <ColorSwatchPickerItem key={id} color={color} className={styles.swatchItem}>
          <ColorSwatch className={styles.swatch} colorName={translateData(i18n, `pickers:color.${id}`)} />
        </ColorSwatchPickerItem>
      ))}
    </AriaColorSwatchPicker>
  );
}
