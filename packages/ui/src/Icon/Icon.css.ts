import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
});

/**
 * Directional glyphs (back, next, send, chevrons, arrows) point the other way in Arabic.
 * The locale sets `dir` on <html> (portals included), so one root selector covers every surface.
 */
export const mirrorInRtl = style({
  selectors: {
    ':root[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const sizes = styleVariants({
  16: { inlineSize: 16, blockSize: 16 },
  20: { inlineSize: 20, blockSize: 20 },
});
