import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const lines = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space[2],
  margin: 0,
});
export const term = style({ color: vars.color.text.muted });
export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const total = style({ fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const footer = style({ display: 'flex', gap: vars.space[3], justifyContent: 'flex-end', flexWrap: 'wrap' });
