import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: 1,
  minInlineSize: 0,
  textAlign: 'center',
  // The connector line runs from this step's marker to the previous one (logical, so it mirrors).
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 15,
      insetInlineEnd: 'calc(50% + 22px)',
      inlineSize: 'calc(100% - 44px)',
      blockSize: 2,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.default,
    },
    '&[data-status="completed"]:not(:first-child)::before, &[data-status="current"]:not(:first-child)::before': {
      backgroundColor: vars.color.accent.default,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.type.size.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-status="current"] &': { borderColor: vars.color.accent.default, color: vars.color.accent.text },
    '[data-status="completed"] &': {
      borderColor: vars.color.accent.default,
      backgroundColor: vars.color.accent.default,
      color: vars.color.text.onAccent,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0_5'], paddingInline: vars.space['1'] });

export const label = style({
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  selectors: {
    '[data-status="current"] &': { color: vars.color.text.default, fontWeight: vars.fontWeight.semibold },
    '[data-status="completed"] &': { color: vars.color.text.default },
    '[data-hovered] > * > &': { textDecoration: 'underline' },
  },
});

export const description = style({ fontSize: vars.type.size.xs, color: vars.color.text.muted });

export const stepButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['1'],
  margin: `calc(-1 * ${vars.space['1']})`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
