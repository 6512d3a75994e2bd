import { style } from '@vanilla-extract/css';

/** Lists used for layout (a stack of cards in a `ul`) keep their semantics but lose the bullets. */
export const list = style({ listStyle: 'none' });

/** Flex children may shrink below their content width, so long Arabic or English text wraps instead of overflowing. */
export const flex = style({ minInlineSize: 0 });
