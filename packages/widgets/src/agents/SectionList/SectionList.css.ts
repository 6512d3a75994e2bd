import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const times = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space[2] });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], flex: '1 1 12rem', minInlineSize: 0 });

export const meta = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const itemActions = style({ display: 'flex', gap: vars.space[1] });

export const error = style({ margin: 0, color: vars.color.status.danger.text });
