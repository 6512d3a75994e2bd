import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'end',
  justifyContent: 'space-between',
});
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space['3'],
});
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
// Table cells do not wrap; a campaign name may be 200 characters (the Hostile story): it wraps in its column.
export const name = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
});
