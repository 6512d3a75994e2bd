import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  maxInlineSize: '16rem',
  overflowWrap: 'anywhere',
});

export const dot = style({
  flex: 'none',
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  borderRadius: vars.radius.full,
});

export const muted = style({ color: vars.color.text.muted });

export const name = style({ overflowWrap: 'anywhere', maxInlineSize: '18rem', display: 'inline-block' });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
