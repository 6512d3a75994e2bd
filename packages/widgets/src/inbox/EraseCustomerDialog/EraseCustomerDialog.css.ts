import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });

export const heading = style({ margin: 0, fontSize: vars.type.size.sm, fontWeight: vars.fontWeight.semibold });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const muted = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });
