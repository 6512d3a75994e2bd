import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['6'],
  marginInline: 'auto',
  maxInlineSize: 480,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 48,
  blockSize: 48,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
  marginBlockEnd: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
  color: vars.color.text.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  color: vars.color.text.muted,
});

export const action = style({
  marginBlockStart: vars.space['3'],
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  justifyContent: 'center',
});
