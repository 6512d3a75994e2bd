import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

/** Row heights per density (px); the virtualiser needs them as numbers. */
export const rowHeights = { comfortable: 48, compact: 36 } as const;

export const container = style({
  position: 'relative',
  overflow: 'auto',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.default,
  // Keeps the sticky header and the rows in one stacking context.
  isolation: 'isolate',
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.type.size.md,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: '-2px' },
  },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
});

export const column = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  textAlign: 'start',
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  backgroundColor: vars.color.surface.sunken,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  paddingInline: vars.space['3'],
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text.default },
    '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: '-2px' },
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-align="center"]': { textAlign: 'center' },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  blockSize: '100%',
});

export const sortIcon = style({
  color: vars.color.text.subtle,
  selectors: { '[data-sort-direction] &': { color: vars.color.accent.text } },
});

export const row = recipe({
  base: {
    outline: 'none',
    backgroundColor: vars.color.surface.default,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
      '&[data-selected]': { backgroundColor: vars.color.surface.selected },
      '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.text.disabled },
      '&[data-selection-mode]': { cursor: 'pointer' },
    },
  },
  variants: {
    density: {
      comfortable: { blockSize: rowHeights.comfortable },
      compact: { blockSize: rowHeights.compact },
    },
  },
});

export const cell = recipe({
  base: {
    boxSizing: 'border-box',
    paddingInline: vars.space['3'],
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    outline: 'none',
    textAlign: 'start',
    selectors: {
      '&[data-focus-visible]': { outline: focusRing.outline, outlineOffset: '-2px' },
      '&[data-align="end"]': { textAlign: 'end' },
      '&[data-align="center"]': { textAlign: 'center' },
    },
  },
  variants: {
    density: {
      comfortable: { paddingBlock: vars.space['2'], fontSize: vars.type.size.md },
      compact: { paddingBlock: vars.space['1'], fontSize: vars.type.size.sm },
    },
  },
});

export const selectionCell = style({ inlineSize: 44, paddingInline: vars.space['3'] });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 18,
  blockSize: 18,
  borderRadius: 4,
  borderWidth: 1.5,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent.default,
      borderColor: vars.color.accent.default,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const emptyCell = style({ padding: 0 });

export { visuallyHidden } from '../styles/visuallyHidden.css';
