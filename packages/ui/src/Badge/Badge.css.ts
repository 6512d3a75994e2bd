import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { statusToneColors } from '../styles/tone.css';

const tone = (name: keyof typeof vars.color.status) => ({
  ...statusToneColors(name),
  vars: { '--badge-dot': vars.color.status[name].solid },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.type.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
      neutral: tone('neutral'),
    },
    size: {
      sm: { minBlockSize: 20, paddingInline: vars.space['2'], fontSize: vars.type.size.xs },
      md: { minBlockSize: 24, paddingInline: vars.space['2'], fontSize: vars.type.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/** A dot in the tone's solid colour: a second cue next to the colour of the pill. */
export const dot = style({
  inlineSize: 6,
  blockSize: 6,
  borderRadius: vars.radius.full,
  backgroundColor: 'var(--badge-dot)',
  flexShrink: 0,
});
