import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space[4],
  minInlineSize: 0,
});

export const wide = style({ gridColumn: '1 / -1' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.muted });

export const definition = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space[4],
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export { statRow as stats } from '../../analytics/statRow.css';
