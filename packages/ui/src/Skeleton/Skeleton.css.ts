import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { motionAttribute, vars } from '@wasl/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surface.sunken,
    borderRadius: vars.radius.sm,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    selectors: { [`:root[${motionAttribute}="off"] &`]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { blockSize: '0.9em', marginBlock: '0.3em' },
      block: {},
      circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { shape: 'text' },
});

/** Several text lines: a block of its own, so the lines keep the given width. */
export const lines = style({ display: 'block' });
