import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { focusVisible, hovered } from '../styles/states';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface.default,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  maxInlineSize: 1200,
  minBlockSize: 64,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space['6'] } },
});

export const brand = style({
  fontSize: vars.type.size.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { [focusVisible()]: focusRing },
});

export const desktopOnly = style({ display: 'none', '@media': { [mediaQuery.tablet]: { display: 'flex' } } });
export const mobileOnly = style({ '@media': { [mediaQuery.tablet]: { display: 'none' } } });

export const links = style({
  alignItems: 'center',
  gap: vars.space['1'],
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 40,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    [hovered()]: { color: vars.color.text.default, backgroundColor: vars.color.surface.hover },
    '&[aria-current="page"]': { color: vars.color.accent.text },
    [focusVisible()]: focusRing,
  },
});

export const spacer = style({ flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const demo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 40,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent.default,
  color: vars.color.text.onAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    [hovered()]: { backgroundColor: vars.color.accent.hover },
    [focusVisible()]: focusRing,
  },
});
