import { createVar, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

const sidebarWidth = createVar();

export const shell = style({
  vars: { [sidebarWidth]: '256px' },
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface.canvas,
  selectors: { '&[data-collapsed]': { vars: { [sidebarWidth]: '72px' } } },
  '@media': {
    [mediaQuery.tablet]: {
      selectors: { '&[data-has-sidebar]': { gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)` } },
    },
  },
});

/** From the tablet breakpoint up the sidebar is a column on the inline-start side; below, a drawer. */
export const sidebar = style({
  display: 'none',
  '@media': {
    [mediaQuery.tablet]: {
      display: 'block',
      position: 'sticky',
      insetBlockStart: 0,
      blockSize: '100dvh',
      borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const main = style({
  flex: 1,
  outline: 'none',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space['8'] } },
});

export const content = style({
  marginInline: 'auto',
  inlineSize: '100%',
  selectors: {
    '&[data-width="form"]': { maxInlineSize: 720 },
    '&[data-width="wide"]': { maxInlineSize: 1280 },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent.default,
  color: vars.color.text.onAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});
