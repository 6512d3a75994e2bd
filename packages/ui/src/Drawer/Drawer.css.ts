import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

// translateX is physical, so the slide is flipped for right-to-left documents.
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromStartRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.base} ${vars.easing.out}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.out} reverse` },
  },
});

export const panel = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    inlineSize: 'min(300px, calc(100vw - 48px))',
    backgroundColor: vars.color.surface.default,
    color: vars.color.text.default,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
  },
  variants: {
    side: {
      start: {
        insetInlineStart: 0,
        borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
        selectors: {
          '&[data-entering]': { animation: `${fromStart} ${vars.duration.slow} ${vars.easing.out}` },
          ':root[dir="rtl"] &[data-entering]': { animation: `${fromStartRtl} ${vars.duration.slow} ${vars.easing.out}` },
        },
      },
      end: {
        insetInlineEnd: 0,
        borderInlineStart: `1px solid ${vars.color.border.subtle}`,
        selectors: {
          '&[data-entering]': { animation: `${fromStartRtl} ${vars.duration.slow} ${vars.easing.out}` },
          ':root[dir="rtl"] &[data-entering]': { animation: `${fromStart} ${vars.duration.slow} ${vars.easing.out}` },
        },
      },
    },
  },
  defaultVariants: { side: 'start' },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', blockSize: '100%', outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInlineStart: vars.space['4'],
  paddingInlineEnd: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({ flex: 1, overflowY: 'auto', minBlockSize: 0 });
