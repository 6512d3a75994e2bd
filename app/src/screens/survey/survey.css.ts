import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.status.info.background,
  color: vars.color.status.info.text,
  border: `1px solid ${vars.color.status.info.border}`,
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

export const footer = style({ display: 'flex', justifyContent: 'center' });
