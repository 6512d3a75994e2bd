import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers (the one copy: Field, Stat and Table use it). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
