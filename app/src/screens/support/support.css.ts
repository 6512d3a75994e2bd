import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minInlineSize: 0 });
// A ticket's topic may be 200 characters without a space (hostile fixtures): it wraps.
export const topic = style({ overflowWrap: 'anywhere' });
