import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

/** The column every field is laid out in: label, control, description, error. */
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

export const description = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'start',
  gap: vars.space['1'],
  fontSize: vars.type.size.sm,
  color: vars.color.status.danger.text,
});

export const errorIcon = style({ flexShrink: 0, marginBlockStart: 2 });

/** The box look shared by inputs, text areas, selects and grouped inputs. */
const boxBase = {
  fontFamily: 'inherit',
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  minBlockSize: 40,
  inlineSize: '100%',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
} as const;

export const input = recipe({
  base: {
    ...boxBase,
    paddingInline: vars.space['3'],
    selectors: {
      '&::placeholder': { color: vars.color.text.subtle },
      // Hover never outweighs focus: a pointer resting on a focused field keeps the accent border.
      '&[data-hovered]:not([data-disabled]):not(:focus):not([data-invalid])': { borderColor: vars.color.text.muted },
      '&[data-focus-visible]': focusRing,
      '&:focus': { borderColor: vars.color.accent.default },
      '&[data-invalid]': { borderColor: vars.color.status.danger.solid },
      '&[data-disabled]': {
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.disabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    multiline: {
      true: { paddingBlock: vars.space['2'], resize: 'vertical', minBlockSize: 96 },
      false: {},
    },
  },
  defaultVariants: { multiline: false },
});

/**
 * A box that holds a bare input plus buttons (password toggle, clear, steppers). The ring sits on
 * the group, so it shows when anything inside has keyboard focus.
 */
export const group = style({
  ...boxBase,
  display: 'flex',
  alignItems: 'stretch',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]:not([data-disabled]):not(:focus-within):not([data-invalid])': { borderColor: vars.color.text.muted },
    // The DOM's own :focus-within, not react-aria's data-focus-within: that attribute follows a
    // React state update that can land after a screenshot (or a paint) while focus is already inside.
    '&:focus-within': { borderColor: vars.color.accent.default },
    '&[data-focus-visible]': focusRing,
    '&:has(:focus-visible)': focusRing,
    '&[data-invalid]': { borderColor: vars.color.status.danger.solid },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, cursor: 'not-allowed' },
  },
});

/** The input inside a group: no box of its own. */
export const groupInput = style({
  flex: 1,
  minInlineSize: 0,
  fontFamily: 'inherit',
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  color: 'inherit',
  backgroundColor: 'transparent',
  border: 'none',
  outline: 'none',
  paddingInline: vars.space['3'],
  selectors: {
    '&::placeholder': { color: vars.color.text.subtle },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    // The search field draws its own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A square button inside a group (reveal, clear, step). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 40,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.muted,
  cursor: 'pointer',
  fontFamily: 'inherit',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export { visuallyHidden } from '../styles/visuallyHidden.css';
