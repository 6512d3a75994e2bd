import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxBlockSize: 'calc(100dvh - 32px)',
    inlineSize: '100%',
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.default,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.slow} ${vars.easing.out}` },
    },
  },
  variants: {
    size: {
      sm: { maxInlineSize: 400 },
      md: { maxInlineSize: 560 },
      lg: { maxInlineSize: 760 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  outline: 'none',
  flex: 1,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['6'],
  paddingBlockEnd: vars.space['3'],
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });

export const description = style({
  margin: 0,
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});

export const body = style({
  paddingInline: vars.space['6'],
  paddingBlockEnd: vars.space['5'],
  overflowY: 'auto',
  flex: 1,
  lineHeight: vars.type.lineHeight.body,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const closeButton = style({ marginBlockStart: `calc(-1 * ${vars.space['1']})`, marginInlineEnd: `calc(-1 * ${vars.space['2']})` });
