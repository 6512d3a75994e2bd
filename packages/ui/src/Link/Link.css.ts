import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { focusVisible, hovered } from '../styles/states';

export const link = recipe({
  base: {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textDecorationThickness: 1,
    textUnderlineOffset: 3,
    cursor: 'pointer',
    borderRadius: 2,
    outline: 'none',
    selectors: {
      [hovered()]: { textDecorationThickness: 2 },
      [focusVisible()]: focusRing,
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined, so it is not told apart by colour alone. */
      inline: {},
      /** On its own (card footers, "View all"): underlined on hover only, medium weight. */
      standalone: {
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { [hovered()]: { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInlineStart: vars.space['0_5'],
});
