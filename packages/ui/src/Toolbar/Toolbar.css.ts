import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.default,
  inlineSize: 'fit-content',
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
});

export const separator = style({
  alignSelf: 'stretch',
  inlineSize: 1,
  marginInline: vars.space['1'],
  backgroundColor: vars.color.border.default,
  border: 'none',
});
