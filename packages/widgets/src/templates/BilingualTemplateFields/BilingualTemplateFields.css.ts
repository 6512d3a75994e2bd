import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** The English and Arabic columns, side by side when there is room. */
export const columns = recipe({
  base: { display: 'grid' },
  variants: {
    size: {
      // Inside a page that already has a list beside it (the order status messages).
      compact: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', gap: vars.space['4'] },
      regular: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', gap: vars.space['5'] },
    },
  },
  defaultVariants: { size: 'regular' },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });
