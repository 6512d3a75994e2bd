import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  // DESIGN.md: forms are capped at about 720 px.
  maxInlineSize: 720,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.status.danger.border,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.status.danger.background,
  color: vars.color.text.default,
  selectors: { '&:focus-visible': focusRing, '&:focus': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' } },
});

export const summaryTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.status.danger.text,
});

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const summaryLink = style({
  color: vars.color.status.danger.text,
  fontSize: vars.type.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { ...focusRing, borderRadius: 2 } },
});
