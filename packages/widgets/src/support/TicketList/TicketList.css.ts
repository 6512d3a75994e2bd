import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.default,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  minInlineSize: 0,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flex: '1 1 16rem', minInlineSize: 0 });

// Hostile topics (200 characters, no spaces) wrap instead of widening the list.
export const topic = style({ overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });
export const topicUnread = style({ fontWeight: vars.fontWeight.semibold });

export const excerpt = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const date = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm, fontVariantNumeric: 'tabular-nums' });

export const skeletonRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['4'] });
