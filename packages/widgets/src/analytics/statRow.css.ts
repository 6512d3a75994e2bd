import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/**
 * A card's figures side by side, never over one another. A grid of equal columns let a long
 * figure ("SAR 1,378.85": Intl joins the currency and the amount with a no-break space) run out
 * of its column into the next one. Here each figure is at least as wide as its longest unbreakable
 * part (a flex item's automatic minimum, capped at the row's width), so a figure that does not
 * fit beside the others moves to the next line; one wider than the whole card breaks inside it
 * instead of leaving the card.
 */
export const statRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

// `> dl` (every figure is a description list) outweighs Stat's own single class.
globalStyle(`${statRow} > dl`, {
  flex: '1 1 130px',
  // The automatic minimum (min-content), not the 0 Stat sets for grids; capped by the row's width.
  minInlineSize: 'auto',
  maxInlineSize: '100%',
});

// break-word, unlike anywhere, leaves the min-content width whole: it only acts when a figure is
// wider than the card itself.
globalStyle(`${statRow} > dl > dd`, { overflowWrap: 'break-word' });
