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
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  alignItems: 'end',
  gap: vars.space[3],
});
export const clear = style({ justifySelf: 'start' });
export const stack = style({ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: vars.space[1], minInlineSize: 0 });
// E-mails, targets and user agents wrap (a 200-character value stays inside its column instead of widening the table).
const wrapping = { whiteSpace: 'normal', overflowWrap: 'anywhere', maxInlineSize: '18rem', display: 'inline-block' } as const;
export const wrapText = style(wrapping);
export const muted = style({ ...wrapping, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const when = style({ fontVariantNumeric: 'tabular-nums' });
export const ip = style({ ...wrapping, fontVariantNumeric: 'tabular-nums' });
