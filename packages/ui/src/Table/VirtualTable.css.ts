import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { checkboxBox as ariaCheckboxBox } from './Table.css';

/** The scroll container is the grid: the header sticks to its top, the body is as tall as every row. */
export const grid = style({ overflow: 'auto', outline: 'none' });

export const headerGroup = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
});

const gridRow = style({
  display: 'grid',
  alignItems: 'stretch',
  minInlineSize: '100%',
});

export const headerRow = style([gridRow]);

export const headerCell = style({
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&:focus-visible': { outline: focusRing.outline, outlineOffset: '-2px' },
    '&[data-allows-sorting]:hover': { color: vars.color.text.default },
    '&[data-align="end"]': { justifyContent: 'flex-end' },
    '&[data-align="center"]': { justifyContent: 'center' },
  },
});

export const body = style({ position: 'relative' });

/** Rows are placed absolutely at index × row height; only the ones in view exist. */
export const row = style([
  gridRow,
  {
    position: 'absolute',
    insetInlineStart: 0,
    inlineSize: '100%',
    boxSizing: 'border-box',
    // A row's layout and paint never affect the others: new rows cost only themselves.
    contain: 'layout paint style',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.hover },
      '&[data-selected]': { backgroundColor: vars.color.surface.selected },
    },
  },
]);

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minInlineSize: 0,
  selectors: {
    '&:focus-visible': { outline: focusRing.outline, outlineOffset: '-2px' },
    '&[data-align="end"]': { justifyContent: 'flex-end' },
    '&[data-align="center"]': { justifyContent: 'center' },
  },
});

/** Ellipsis needs a block that can shrink inside the flex cell. */
export const cellContent = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const selectionCell = style({ justifyContent: 'center', paddingInline: 0 });

export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});

/** The native checkbox covers the drawn box: it takes the clicks and the focus, the box shows the state. */
export const checkboxInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const checkboxBox = style([
  ariaCheckboxBox,
  {
    selectors: {
      [`${checkboxInput}:checked + &, ${checkboxInput}:indeterminate + &`]: {
        backgroundColor: vars.color.accent.default,
        borderColor: vars.color.accent.default,
      },
      [`${checkboxInput}:focus-visible + &`]: focusRing,
    },
  },
]);
