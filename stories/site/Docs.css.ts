import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/**
 * The page's own background, as the public layout gives it, and the first screenful only (the test
 * viewport is 768 px high; the element screenshot leaves what lies below it unpainted). The plays
 * check the whole page; the screenshot covers the navigation, the heading and the first sections.
 */
export const page = style({
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.default,
  padding: vars.space['4'],
  maxBlockSize: 700,
  overflow: 'hidden',
});
