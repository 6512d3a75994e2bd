import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const heading = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space[3],
});
export const price = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const priceNote = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const actions = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-end', flexWrap: 'wrap' });
export const owned = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], alignItems: 'flex-start' });
export const pastDue = style({ margin: 0, color: vars.color.status.danger.text, fontSize: vars.type.size.sm });
