import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const icon = style({
  alignSelf: 'center',
  flexShrink: 0,
  marginInlineStart: vars.space['3'],
  marginInlineEnd: `calc(-1 * ${vars.space['1']})`,
  color: vars.color.text.muted,
});
