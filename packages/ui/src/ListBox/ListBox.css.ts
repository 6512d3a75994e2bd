import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { listItemFocusVisible } from '../styles/surfaces';
import { truncate } from '../styles/text.css';

export const list = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    outline: 'none',
    color: vars.color.text.default,
    fontSize: vars.type.size.md,
    selectors: {
      // Only when empty does the list itself take focus.
      '&[data-focus-visible]': listItemFocusVisible,
    },
  },
  variants: {
    variant: {
      bordered: {
        borderWidth: 1,
        borderStyle: 'solid',
        borderColor: vars.color.border.default,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface.default,
        overflow: 'hidden',
      },
      plain: {},
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 40,
  boxSizing: 'border-box',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    // react-aria sets data-hovered only for a real pointer (not after a touch), on options that can be pressed.
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover, cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.surface.selected },
    '&[data-focus-visible]': listItemFocusVisible,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0_5'], flex: 1, minInlineSize: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, lineHeight: vars.type.lineHeight.body, ...truncate });

export const description = style({
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.body,
  color: vars.color.text.muted,
  ...truncate,
  selectors: { '[data-disabled] &': { color: vars.color.text.disabled } },
});

export const section = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
