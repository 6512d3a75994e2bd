import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBlockStart: vars.space['4'],
  minInlineSize: 0,
});
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const alert = style({ margin: 0, color: vars.color.status.danger.text });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['5'], margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const label = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const value = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' });
