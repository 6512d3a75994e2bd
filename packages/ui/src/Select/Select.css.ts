import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

/** The closed select: looks like an input, acts as a button. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  inlineSize: '100%',
  minBlockSize: 40,
  paddingInline: vars.space['3'],
  fontFamily: 'inherit',
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  textAlign: 'start',
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.muted },
    '&[data-focus-visible]': focusRing,
    '[data-open] > &': { borderColor: vars.color.accent.default },
    '[data-invalid] > &': { borderColor: vars.color.status.danger.solid },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.subtle } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.text.muted });

/** The floating list of Select and ComboBox (and the phone country list). */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: 320,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
  selectors: { '&[data-entering]': { opacity: 0 } },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 36,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.type.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.accent.text },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const optionCheck = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const empty = style({
  padding: vars.space['3'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});
