import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import {
  fieldTriggerBox,
  listItem,
  listItemFocusVisible,
  overlayFade,
  overlayFadeSelector,
  overlayList,
  overlaySurface,
} from '../styles/surfaces';

/** The closed select: looks like an input, acts as a button. */
export const trigger = style({
  ...fieldTriggerBox,
  paddingInline: vars.space['3'],
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text.muted },
    '&[data-focus-visible]': focusRing,
    '[data-open] > &': { borderColor: vars.color.accent.default },
    '[data-invalid] > &': { borderColor: vars.color.status.danger.solid },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.subtle } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.text.muted });

/** The floating list of Select and ComboBox (and the phone country list). */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxBlockSize: 320,
  overflowY: 'auto',
  ...overlaySurface,
  ...overlayFade,
  selectors: overlayFadeSelector,
});

export const listBox = style(overlayList);

export const option = style({
  ...listItem,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': listItemFocusVisible,
    '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.accent.text },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const optionCheck = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const empty = style({
  padding: vars.space['3'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});
