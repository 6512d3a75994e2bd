import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], outline: 'none' });

/** 32 px items: above WCAG 2.2's 24 px target size, easy to hit on a laptop trackpad. */
export const swatchItem = style({
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.full,
  outline: 'none',
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      inset: -4,
      borderRadius: vars.radius.full,
      borderWidth: 2,
      borderStyle: 'solid',
      borderColor: vars.color.text.default,
    },
  },
});

export const swatch = style({
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const customButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 32,
  paddingInline: vars.space['3'],
  fontFamily: 'inherit',
  fontSize: vars.type.size.sm,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': focusRing,
  },
});

export const customSwatch = style({ inlineSize: 20, blockSize: 20, borderRadius: vars.radius.full });

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], inlineSize: 224 });

export const area = style({ inlineSize: 224, blockSize: 160, borderRadius: vars.radius.sm });

export const hueSlider = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const hueTrack = style({ blockSize: 24, borderRadius: vars.radius.sm });

export const thumb = style({
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius.full,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.surface.default,
  boxShadow: `0 0 0 1px ${vars.color.text.default}`,
  selectors: {
    '&[data-focus-visible]': { ...focusRing, inlineSize: 28, blockSize: 28 },
  },
});

/** Within the hue track the thumb sits on the track's centre line. */
export const trackThumb = style({ insetBlockStart: '50%' });
