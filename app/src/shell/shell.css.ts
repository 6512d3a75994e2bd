import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

export const publicPage = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.default,
});

/**
 * The main area's reserved height (below). Page-level stories set it to `auto`: their screenshot is
 * of one canvas no taller than the test viewport, so a footer pushed below the fold would be cut off.
 */
export const publicMainMinBlockSize = createVar();

export const publicMain = style({
  flex: 1,
  // At least the viewport below the navbar (its bar is 64 px high at least): the footer starts below
  // the fold while a lazy screen's chunk or strings load, so their arrival does not push a visible
  // footer down (CLS on / was 0.316 from that alone).
  minBlockSize: fallbackVar(publicMainMinBlockSize, `calc(100dvh - ${vars.space['16']})`),
  inlineSize: '100%',
  maxInlineSize: 1120,
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  outline: 'none',
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space['8'] } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.type.size.lg,
  color: vars.color.text.default,
});

export const topTitle = style({
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const skeletonCards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const extra = style({
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.text.default,
});

export const extraTitle = style({ margin: 0, fontSize: vars.type.size.xl, fontWeight: vars.fontWeight.semibold });

export const extraActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['4'],
});

export const newsletter = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxInlineSize: 360 });
export const newsletterRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] });
/**
 * The newsletter field keeps room for its one-line error (label line + input + error line): pressing
 * Subscribe blurs the field, which clears a fixed address's old error before the mouse button is up;
 * a button that moved then would not receive the click, and nothing would be sent.
 */
export const newsletterField = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: `calc(${vars.type.size.sm} * ${vars.type.lineHeight.body} * 2 + 40px + ${vars.space['1']} * 2)`,
});
export const newsletterTitle = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const state = style({ paddingBlock: vars.space['8'] });

/** Holds the place of the two 40 px toggle buttons while they load, so nothing shifts (CLS). */
export const togglesPlaceholder = style({ display: 'inline-block', inlineSize: 88, blockSize: 40 });

/** The newsletter box's height while its code loads (title, hint, field, button). */
export const newsletterPlaceholder = style({ minBlockSize: 200 });
