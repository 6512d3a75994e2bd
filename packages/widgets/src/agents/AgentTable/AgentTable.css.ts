import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  maxInlineSize: '16rem',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const dot = style({
  flex: 'none',
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  borderRadius: vars.radius.full,
});

export const muted = style({ color: vars.color.text.muted });

// Names and e-mails wrap (a 200-character name stays inside its column instead of widening the table).
export const name = style({ whiteSpace: 'normal', overflowWrap: 'anywhere', maxInlineSize: '18rem', display: 'inline-block' });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
