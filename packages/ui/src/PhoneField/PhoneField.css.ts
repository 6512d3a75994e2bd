import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

/** The country code button at the start of the (always left-to-right) phone box. */
export const codeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  paddingInline: vars.space['3'],
  border: 'none',
  borderInlineEndWidth: 1,
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: vars.color.border.default,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.type.size.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const optionCode = style({
  marginInlineStart: 'auto',
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
