import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.status.warning.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
});

export const text = style({ margin: 0 });
