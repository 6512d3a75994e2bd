import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const kind = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
});

const toneBase = style({ fontSize: vars.type.size.sm, fontWeight: vars.fontWeight.regular });
export const tone = styleVariants({
  watch: [toneBase, { color: vars.color.status.warning.text }],
  good: [toneBase, { color: vars.color.status.success.text }],
  info: [toneBase, { color: vars.color.text.muted }],
});

export const sentence = style({ margin: 0 });

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const notice = style({ margin: 0, color: vars.color.text.muted });

export const upgrade = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['2'] });
