import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { motionAttribute, vars } from '@wasl/tokens';

/** Label and value on one line, the bar under them, then the description. Meter shares this layout. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label value" "bar bar" "description description"',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  minInlineSize: 0,
});

export const label = style({
  gridArea: 'label',
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
  minInlineSize: 0,
});

export const value = style({
  gridArea: 'value',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.type.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const description = style({ gridArea: 'description', fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const track = recipe({
  base: {
    gridArea: 'bar',
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.sunken,
    // The rail's edge stays visible on a sunken or dark surface (non-text contrast of the empty part).
    boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
  },
  variants: {
    size: {
      sm: { blockSize: 4 },
      md: { blockSize: 8 },
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * The filled part. `insetInlineStart: 0` and a width put it at the start of the line: the left
 * in English, the right in Arabic, with no direction-specific code.
 */
const stripeColour = '--wasl-progress-stripe';

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.radius.full,
    transitionProperty: 'inline-size',
    transitionDuration: vars.duration.base,
    transitionTimingFunction: vars.easing.out,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: { [`:root[${motionAttribute}="off"] &`]: { transition: 'none' } },
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent.default, vars: { [stripeColour]: vars.color.accent.default } },
      success: { backgroundColor: vars.color.status.success.solid, vars: { [stripeColour]: vars.color.status.success.solid } },
      warning: { backgroundColor: vars.color.status.warning.solid, vars: { [stripeColour]: vars.color.status.warning.solid } },
      danger: { backgroundColor: vars.color.status.danger.solid, vars: { [stripeColour]: vars.color.status.danger.solid } },
    },
  },
  defaultVariants: { tone: 'accent' },
});

// Logical offsets, so the segment travels from the inline start to the inline end in both directions.
const travel = keyframes({
  '0%': { insetInlineStart: '-40%' },
  '100%': { insetInlineStart: '100%' },
});

const striped = {
  animation: 'none',
  insetInlineStart: 0,
  inlineSize: '100%',
  backgroundColor: 'transparent',
  backgroundImage: `repeating-linear-gradient(135deg, var(${stripeColour}) 0 6px, transparent 6px 12px)`,
};

/**
 * No known amount: a segment travels along the rail. Without motion (reduced-motion, screenshots)
 * the whole rail is striped instead, so it never looks like a bar stuck at 40 %.
 */
export const indeterminate = style({
  inlineSize: '40%',
  animation: `${travel} 1.4s ${vars.easing.inOut} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': striped },
  selectors: { [`:root[${motionAttribute}="off"] &`]: striped },
});
