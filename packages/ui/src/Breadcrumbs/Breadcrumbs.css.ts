import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.size.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const link = style({
  color: vars.color.text.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-current])': { color: vars.color.text.link, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.text.default, fontWeight: vars.fontWeight.medium, cursor: 'default' },
  },
});

export const separator = style({ display: 'inline-flex', color: vars.color.text.subtle });
