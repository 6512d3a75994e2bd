import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { box as checkboxBox } from '../Checkbox/Checkbox.css';
import { listItemFocusVisible } from '../styles/surfaces';
import { truncate } from '../styles/text.css';

/** Inside the list's border the rings are drawn inwards, so the rounded container never clips them. */
const insetRing = listItemFocusVisible;

export const container = style({
  position: 'relative',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.default,
  overflow: 'hidden',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  color: vars.color.text.default,
  fontSize: vars.type.size.md,
  selectors: {
    // Only when empty does the list itself take focus.
    '&[data-focus-visible]': insetRing,
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: 56,
  boxSizing: 'border-box',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.default,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    // react-aria sets data-hovered only on rows that can be selected or opened.
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover, cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.surface.selected },
    '&[data-focus-visible]': insetRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** The selection checkbox: the Checkbox primitive's box, centred on the row rather than on a first line of text. */
export const selection = style({ display: 'inline-flex', flexShrink: 0, cursor: 'pointer' });
export const selectionBox = style([checkboxBox, { marginBlockStart: 0 }]);

export const start = style({ display: 'inline-flex', flexShrink: 0 });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0_5'],
  flex: 1,
  minInlineSize: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.type.lineHeight.body,
  ...truncate,
});

export const description = style({
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.body,
  color: vars.color.text.muted,
  ...truncate,
  selectors: { '[data-disabled] &': { color: vars.color.text.disabled } },
});

export const end = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  marginInlineStart: 'auto',
});

/** The placeholder of the row's end content (a status, a button). */
export const loadingEnd = style({ flexShrink: 0 });
