import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space['4'],
  minInlineSize: 0,
});

/** Charts read better wide: they take the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

export { statRow as stats } from '../statRow.css';
