import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const stats = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' });

export const questions = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const barLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 8rem) minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'center',
});

export const barLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.type.size.sm });

export const track = style({
  blockSize: '0.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const fill = recipe({
  base: { blockSize: '100%', borderRadius: vars.radius.sm },
  variants: {
    tone: {
      series1: { background: vars.color.chart.series1 },
      positive: { background: vars.color.chart.series7 },
      neutral: { background: vars.color.chart.series8 },
      negative: { background: vars.color.chart.series2 },
    },
  },
});

export const figure = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.type.size.sm });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const comment = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
