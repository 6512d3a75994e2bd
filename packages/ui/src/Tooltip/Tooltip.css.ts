import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxInlineSize: 260,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.type.size.sm,
  lineHeight: vars.type.lineHeight.tight,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.duration.fast} ${vars.easing.out}` },
    '&[data-exiting]': { animation: `${appear} ${vars.duration.fast} ${vars.easing.out} reverse` },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.inverse,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
