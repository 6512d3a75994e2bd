import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

/** The label row of a checkbox or radio: the box, then the text. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

const boxBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 18,
  blockSize: 18,
  // Centres the box on the first line of text whatever the script's line height.
  marginBlockStart: `calc((1lh - 18px) / 2)`,
  borderWidth: 1.5,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.onAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
} as const;

export const box = style({
  ...boxBase,
  borderRadius: 4,
  selectors: {
    [`${control}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.muted },
    [`${control}[data-selected] &, ${control}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent.default,
      borderColor: vars.color.accent.default,
    },
    [`${control}[data-focus-visible] &`]: focusRing,
    [`${control}[data-invalid] &`]: { borderColor: vars.color.status.danger.solid },
    [`${control}[data-disabled] &`]: { borderColor: vars.color.border.default, backgroundColor: vars.color.surface.sunken },
    [`${control}[data-disabled][data-selected] &`]: { backgroundColor: vars.color.text.disabled, borderColor: vars.color.text.disabled },
  },
});

export const radio = style({
  ...boxBase,
  borderRadius: vars.radius.full,
  selectors: {
    [`${control}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text.muted },
    [`${control}[data-selected] &`]: { borderColor: vars.color.accent.default, borderWidth: 5 },
    [`${control}[data-focus-visible] &`]: focusRing,
    [`${control}[data-invalid] &`]: { borderColor: vars.color.status.danger.solid },
    [`${control}[data-disabled] &`]: { borderColor: vars.color.border.default, backgroundColor: vars.color.surface.sunken },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0_5'] });

export const itemDescription = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });

/** The list of options in a group. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['5'] } },
});
