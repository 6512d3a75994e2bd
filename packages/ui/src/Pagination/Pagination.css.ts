import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minInlineSize: 36,
  blockSize: 36,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.type.size.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([aria-current])': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent.default,
      color: vars.color.text.onAccent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minInlineSize: 24,
  color: vars.color.text.muted,
});
