import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minInlineSize: 0 });
export const heading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });
export const funnel = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
  gap: vars.space['3'],
});
export const failures = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: vars.space['5'],
  alignItems: 'start',
});
