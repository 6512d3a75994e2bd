import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { inlineSize: 24, blockSize: 24, fontSize: vars.type.size.xs },
      md: { inlineSize: 32, blockSize: 32, fontSize: vars.type.size.sm },
      lg: { inlineSize: 48, blockSize: 48, fontSize: vars.type.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The round picture or initials; the status dot sits outside it so it is not clipped. */
export const face = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

/** Initials backgrounds: text/background pairs the contrast test already checks (AA in both themes). */
export const tone = styleVariants({
  accent: { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
  info: { backgroundColor: vars.color.status.info.background, color: vars.color.status.info.text },
  success: { backgroundColor: vars.color.status.success.background, color: vars.color.status.success.text },
  warning: { backgroundColor: vars.color.status.warning.background, color: vars.color.status.warning.text },
  neutral: { backgroundColor: vars.color.status.neutral.background, color: vars.color.status.neutral.text },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const initials = style({ whiteSpace: 'nowrap' });

/**
 * Bottom corner on the inline end (bottom right in English, bottom left in Arabic), ringed in the
 * surface colour. Offline is hollow, so the three states differ in shape as well as colour.
 */
export const status = recipe({
  base: {
    position: 'absolute',
    insetBlockEnd: 0,
    insetInlineEnd: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    boxShadow: `0 0 0 2px ${vars.color.surface.default}`,
  },
  variants: {
    status: {
      online: { backgroundColor: vars.color.status.success.solid },
      away: { backgroundColor: vars.color.status.warning.solid },
      offline: {
        backgroundColor: vars.color.surface.default,
        borderWidth: 2,
        borderStyle: 'solid',
        borderColor: vars.color.status.neutral.solid,
      },
    },
    size: {
      sm: { inlineSize: 8, blockSize: 8 },
      md: { inlineSize: 10, blockSize: 10 },
      lg: { inlineSize: 12, blockSize: 12 },
    },
  },
});

export const group = style({ display: 'inline-flex', alignItems: 'center' });

/** Overlap: every avatar after the first overlaps the previous one by a quarter, ringed by the surface. */
export const groupItem = recipe({
  base: {
    borderRadius: vars.radius.full,
    boxShadow: `0 0 0 2px ${vars.color.surface.default}`,
  },
  variants: {
    size: {
      sm: { selectors: { '& + &': { marginInlineStart: -6 } } },
      md: { selectors: { '& + &': { marginInlineStart: -8 } } },
      lg: { selectors: { '& + &': { marginInlineStart: -12 } } },
    },
  },
});

/** "+N": the neutral tone, so it stands apart from the canvas in both themes. */
export const overflow = style({
  backgroundColor: vars.color.status.neutral.background,
  color: vars.color.status.neutral.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
