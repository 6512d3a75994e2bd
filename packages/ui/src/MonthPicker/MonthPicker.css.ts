import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { fieldTriggerBox } from '../styles/surfaces';

/** The closed picker: looks like the other fields' box, reads as a button. */
export const trigger = style({
  ...fieldTriggerBox,
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.muted },
    '&[data-focus-visible]': { ...focusRing, borderColor: vars.color.accent.default },
    '&[data-pressed]': { borderColor: vars.color.accent.default },
    '&[data-invalid]': { borderColor: vars.color.status.danger.solid },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const triggerIcon = style({ flexShrink: 0, color: vars.color.text.muted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['1'],
  outline: 'none',
});

export const month = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 88,
  minBlockSize: 40,
  paddingInline: vars.space['2'],
  fontSize: vars.type.size.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': { backgroundColor: vars.color.accent.default, color: vars.color.text.onAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** The month it is now: an outline, like the calendar's "today". */
export const current = style({
  selectors: {
    '&:not([data-selected])': { boxShadow: `inset 0 0 0 1px ${vars.color.accent.default}` },
  },
});
