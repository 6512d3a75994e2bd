import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
});
export const heading = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
export const pkg = style({ overflowWrap: 'anywhere' });
export const amount = style({ fontVariantNumeric: 'tabular-nums' });
