import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const toggleButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    borderRadius: vars.radius.sm,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    backgroundColor: vars.color.surface.default,
    color: vars.color.text.default,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.type.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.hover },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
      '&[data-selected]': {
        backgroundColor: vars.color.accent.subtle,
        borderColor: vars.color.accent.default,
        color: vars.color.accent.text,
      },
      '&[data-selected][data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.selected },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      sm: { minBlockSize: 32, paddingInline: vars.space['3'], fontSize: vars.type.size.sm },
      md: { minBlockSize: 40, paddingInline: vars.space['4'], fontSize: vars.type.size.md },
      lg: { minBlockSize: 48, paddingInline: vars.space['5'], fontSize: vars.type.size.lg },
    },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1 / 1' }, false: {} },
  },
  defaultVariants: { size: 'md', iconOnly: false },
});

export const toggleIcon = style({ display: 'inline-flex', flexShrink: 0 });
