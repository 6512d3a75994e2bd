import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** The words that carry the tone, so it is never told by colour alone. */
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.medium,
});

export const statusTone = styleVariants({
  warning: { color: vars.color.status.warning.text },
  danger: { color: vars.color.status.danger.text },
});

export const valueText = style({ color: vars.color.text.default });
