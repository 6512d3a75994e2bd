import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { overlaySurface } from '../styles/surfaces';

/**
 * Shared look of the date, month and time pickers: an input-like group of segments with a
 * trigger button, and a popover holding a calendar grid. MonthPicker and TimeField import these.
 */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  inlineSize: '100%',
  minBlockSize: 40,
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['1'],
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]:not([data-disabled]):not(:focus-within):not([data-invalid])': { borderColor: vars.color.text.muted },
    // The DOM's own :focus-within, not react-aria's data-focus-within: that attribute follows a
    // React state update that can land after a screenshot (or a paint) while focus is already inside.
    '&:focus-within': { borderColor: vars.color.accent.default },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.status.danger.solid },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.disabled },
  },
});

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  fontVariantNumeric: 'tabular-nums',
  // Dates read left to right in both scripts only when the locale says so: react-aria orders the
  // segments per locale, so no forced direction here.
});

export const segment = style({
  // WCAG 2.2 target size: every editable segment is at least 24 × 24 px.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 24,
  minBlockSize: 24,
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { minInlineSize: 0, paddingInline: 0, color: vars.color.text.muted },
    '&[data-placeholder]': { color: vars.color.text.subtle },
    '&[data-focused]': { backgroundColor: vars.color.accent.default, color: vars.color.text.onAccent },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const rangeSeparator = style({
  paddingInline: vars.space['1'],
  color: vars.color.text.muted,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 32,
  blockSize: 32,
  padding: 0,
  color: vars.color.text.muted,
  backgroundColor: 'transparent',
  borderWidth: 0,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surface.hover, color: vars.color.text.default },
    '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const popover = style(overlaySurface);

export const dialog = style({
  padding: vars.space['3'],
  outline: 'none',
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  inlineSize: 'max-content',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const calendarHeading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
});

export const calendarGrid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const weekday = style({
  paddingBlockEnd: vars.space['1'],
  fontSize: vars.type.size.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 36,
  blockSize: 36,
  fontSize: vars.type.size.sm,
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
  color: vars.color.text.default,
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { backgroundColor: vars.color.surface.hover },
    '&[data-today]:not([data-selected])': {
      boxShadow: `inset 0 0 0 1px ${vars.color.accent.default}`,
    },
    '&[data-selected]': { backgroundColor: vars.color.accent.default, color: vars.color.text.onAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-unavailable]': { color: vars.color.text.disabled, textDecoration: 'line-through' },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.status.danger.solid, color: vars.color.text.onDanger },
  },
});

/** In a range, the days between the ends get the subtle accent; the ends keep the solid one. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.accent.subtle, color: vars.color.text.default, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent.default,
      color: vars.color.text.onAccent,
      borderRadius: vars.radius.sm,
    },
  },
});

export const calendarFooter = style({
  margin: 0,
  fontSize: vars.type.size.xs,
  color: vars.color.status.danger.text,
});
