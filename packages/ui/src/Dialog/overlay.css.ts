import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** Shared by Dialog, AlertDialog and Drawer: the dimmed full-viewport layer under a modal. */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.backdrop,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.base} ${vars.easing.out}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.out} reverse` },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
  color: vars.color.text.default,
});
