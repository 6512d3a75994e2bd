import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });
export const term = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
// Long values (hostile ids: 180 characters without a space) wrap instead of widening their column.
export const value = style({ margin: 0, overflowWrap: 'anywhere', minInlineSize: 0 });
export const emphasised = style({ fontWeight: vars.fontWeight.semibold });
