import { style } from '@vanilla-extract/css';

/** Pictures whose layout follows the reading direction (the store's bubbles on the inline-end side). */
export const mirror = style({ selectors: { ':root[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
