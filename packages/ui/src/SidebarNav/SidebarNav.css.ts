import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  minBlockSize: 0,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 56,
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '[data-collapsed] > &': { justifyContent: 'center', paddingInline: vars.space['2'] } },
});

export const nav = style({ flex: 1, minBlockSize: 0, overflowY: 'auto', paddingBlock: vars.space['3'] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0_5'],
  margin: 0,
  paddingInline: vars.space['2'],
  listStyle: 'none',
});

export const subList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0_5'],
  margin: 0,
  marginBlockStart: vars.space['0_5'],
  paddingInlineStart: vars.space['6'],
  listStyle: 'none',
  selectors: { '[data-collapsed] &': { paddingInlineStart: 0 } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  inlineSize: '100%',
  minBlockSize: 40,
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.muted,
  font: 'inherit',
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[aria-current="page"]': { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space['2'],
      inlineSize: 3,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent.default,
    },
    '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const label = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({
  color: vars.color.text.subtle,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  selectors: { '[data-collapsed] > &': { flexDirection: 'column', paddingInline: vars.space['2'] } },
});

export const version = style({
  fontSize: vars.type.size.xs,
  color: vars.color.text.subtle,
  fontVariantNumeric: 'tabular-nums',
});

export const toggle = style({ inlineSize: 'auto', minInlineSize: 40, justifyContent: 'center', paddingInline: 0 });
