import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minInlineSize: 0 });
