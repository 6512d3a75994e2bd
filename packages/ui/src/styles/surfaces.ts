import { vars } from '@wasl/tokens';

/**
 * Style objects shared by several primitives, spread into their `style({...})` calls so each keeps
 * one class. Plain objects (not classes) because each primitive adds its own sizes and selectors.
 */

/** The floating surface of menus, listboxes and picker popovers. */
export const overlaySurface = {
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.popover,
  outline: 'none',
} as const;

/** A quick fade as the overlay enters (react-aria's `data-entering`). */
export const overlayFade = {
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
} as const;
export const overlayFadeSelector = { '&[data-entering]': { opacity: 0 } } as const;

/** The padded column inside an overlay that holds its items. */
export const overlayList = {
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  outline: 'none',
} as const;

/** One row of a menu or listbox. */
export const listItem = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 36,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.type.size.md,
  cursor: 'pointer',
  outline: 'none',
} as const;

/** Keyboard focus on a list row: drawn inside, so neighbours do not cover it. */
export const listItemFocusVisible = { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' } as const;

/** The box of a closed field that opens something (Select, MonthPicker): looks like an input. */
export const fieldTriggerBox = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  inlineSize: '100%',
  minBlockSize: 40,
  fontFamily: 'inherit',
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  textAlign: 'start',
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
} as const;
