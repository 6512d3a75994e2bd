import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { focusVisible, hovered, pressed } from '../styles/states';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    borderRadius: vars.radius.sm,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.type.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.out,
    selectors: {
      [focusVisible()]: focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.default,
        color: vars.color.text.onAccent,
        selectors: {
          [hovered(':not([data-disabled])')]: { backgroundColor: vars.color.accent.hover },
          [pressed(':not([data-disabled])')]: { backgroundColor: vars.color.accent.pressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface.default,
        color: vars.color.text.default,
        borderColor: vars.color.border.strong,
        selectors: {
          [hovered(':not([data-disabled])')]: { backgroundColor: vars.color.surface.hover },
          [pressed(':not([data-disabled])')]: { backgroundColor: vars.color.surface.sunken },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent.text,
        selectors: {
          [hovered(':not([data-disabled])')]: { backgroundColor: vars.color.surface.hover },
          [pressed(':not([data-disabled])')]: { backgroundColor: vars.color.surface.sunken },
        },
      },
      danger: {
        backgroundColor: vars.color.status.danger.solid,
        color: vars.color.text.onDanger,
        selectors: {
          [hovered(':not([data-disabled])')]: { filter: 'brightness(0.92)' },
          [pressed(':not([data-disabled])')]: { filter: 'brightness(0.85)' },
        },
      },
    },
    size: {
      sm: { minBlockSize: 32, paddingInline: vars.space['3'], fontSize: vars.type.size.sm },
      md: { minBlockSize: 40, paddingInline: vars.space['4'], fontSize: vars.type.size.md },
      lg: { minBlockSize: 48, paddingInline: vars.space['5'], fontSize: vars.type.size.lg },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: vars.radius.full,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
