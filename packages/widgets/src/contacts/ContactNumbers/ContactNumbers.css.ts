import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
  minInlineSize: 0,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const phone = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const remove = style({ marginInlineStart: 'auto' });

export const progress = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const stopped = style({ margin: 0, color: vars.color.status.danger.text, fontSize: vars.type.size.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });
export const label = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const confirm = style({ margin: 0, overflowWrap: 'anywhere' });
