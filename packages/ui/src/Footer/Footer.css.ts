import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { focusVisible, hovered } from '../styles/states';

export const footer = style({
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space['8'],
  maxInlineSize: 1200,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.4fr)', paddingInline: vars.space['6'] },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const name = style({ fontSize: vars.type.size.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.accent.text });

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.text.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    [hovered()]: { color: vars.color.text.link, textDecoration: 'underline' },
    [focusVisible()]: focusRing,
  },
});

export const bottom = style({
  maxInlineSize: 1200,
  marginInline: 'auto',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.type.size.sm,
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space['6'] } },
});
