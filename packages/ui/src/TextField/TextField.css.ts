import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});

export const requiredMark = style({
  color: vars.color.status.danger.text,
  marginInlineStart: vars.space['0_5'],
});

export const input = recipe({
  base: {
    fontFamily: 'inherit',
    fontSize: vars.type.size.md,
    lineHeight: vars.type.lineHeight.body,
    color: vars.color.text.default,
    backgroundColor: vars.color.surface.default,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderRadius: vars.radius.sm,
    paddingInline: vars.space['3'],
    minBlockSize: 40,
    inlineSize: '100%',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&::placeholder': { color: vars.color.text.subtle },
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.muted },
      '&[data-focus-visible]': focusRing,
      '&[data-focused]': { borderColor: vars.color.accent.default },
      '&[data-invalid]': { borderColor: vars.color.status.danger.solid },
      '&[data-disabled]': {
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.disabled,
        cursor: 'not-allowed',
      },
    },
  },
});

export const description = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});

export const error = style({
  fontSize: vars.type.size.sm,
  color: vars.color.status.danger.text,
});
