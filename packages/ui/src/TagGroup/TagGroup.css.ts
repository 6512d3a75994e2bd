import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { truncate } from '../styles/text.css';
import { statusToneColors } from '../styles/tone.css';

/** The tags, wrapping onto more lines; the same gap across and down. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  outline: 'none',
  selectors: {
    // The list itself takes focus only when it is empty after the last removal.
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.sm },
    '[data-size="sm"] > &': { gap: vars.space['1'] },
  },
});

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    boxSizing: 'border-box',
    maxInlineSize: '100%',
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.type.lineHeight.tight,
    whiteSpace: 'nowrap',
    outline: 'none',
    cursor: 'default',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-selection-mode]': { cursor: 'pointer' },
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      // Selected filter chips: the accent fill plus a check mark, so colour is never the only cue.
      '&[data-selected]': {
        backgroundColor: vars.color.accent.default,
        borderColor: vars.color.accent.default,
        color: vars.color.text.onAccent,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        backgroundColor: vars.color.surface.sunken,
        borderColor: vars.color.border.default,
        color: vars.color.text.disabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    tone: {
      neutral: statusToneColors('neutral'),
      accent: {
        backgroundColor: vars.color.accent.subtle,
        color: vars.color.accent.text,
        borderColor: vars.color.accent.default,
      },
      success: statusToneColors('success'),
      warning: statusToneColors('warning'),
      danger: statusToneColors('danger'),
    },
    size: {
      sm: { minBlockSize: 24, paddingInline: vars.space['2'], fontSize: vars.type.size.xs },
      md: { minBlockSize: 28, paddingInline: vars.space['3'], fontSize: vars.type.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

/** The tag's text: long labels end in an ellipsis instead of breaking the row. */
export const text = style(truncate);

export const check = style({ flexShrink: 0 });

export const removeButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    // Pulls the round button towards the tag's end so the padding looks even.
    marginInlineEnd: `calc(${vars.space['1']} * -1)`,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover, color: vars.color.text.default },
      '&[data-pressed]': { backgroundColor: vars.color.border.subtle },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
      '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: 'transparent', color: 'inherit' },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: 16, blockSize: 16 },
      md: { inlineSize: 20, blockSize: 20 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const empty = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});
