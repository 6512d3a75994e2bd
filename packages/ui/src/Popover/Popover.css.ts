import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const popover = style({
  zIndex: vars.zIndex.popover,
  minInlineSize: 200,
  maxInlineSize: 'min(360px, calc(100vw - 32px))',
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.duration.fast} ${vars.easing.out}` },
    '&[data-exiting]': { animation: `${appear} ${vars.duration.fast} ${vars.easing.out} reverse` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
});

/** The arrow is an SVG drawn in the popover's own colours, rotated per placement. */
export const arrow = style({
  display: 'block',
  fill: vars.color.surface.overlay,
  stroke: vars.color.border.default,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
