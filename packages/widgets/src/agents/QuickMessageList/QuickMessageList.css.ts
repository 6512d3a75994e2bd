import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], flex: '1 1 14rem', minInlineSize: 0 });

export const key = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const content = style({ margin: 0, color: vars.color.text.muted, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space[2] });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });
