import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0, minInlineSize: 0 });

export const label = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted, fontWeight: vars.fontWeight.medium });

export const value = style({
  margin: 0,
  fontSize: vars.type.size['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});

/** The value's skeleton takes exactly the loaded figure's line, so nothing moves when it arrives. */
export const loadingValue = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `calc(${vars.type.lineHeight.tight} * 1em)`,
});

export const change = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  // A <dd> is indented by default.
  margin: 0,
  fontSize: vars.type.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const trend = styleVariants({
  up: { color: vars.color.status.success.text },
  down: { color: vars.color.status.danger.text },
  flat: { color: vars.color.text.muted },
});

export const context = style({ color: vars.color.text.muted });

export { visuallyHidden } from '../styles/visuallyHidden.css';
