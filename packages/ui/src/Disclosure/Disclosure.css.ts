import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.default,
  overflow: 'hidden',
});

export const disclosure = style({
  selectors: {
    [`${group} > &:not(:first-child)`]: { borderBlockStart: `1px solid ${vars.color.border.default}` },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  inlineSize: '100%',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  border: 'none',
  background: 'none',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  color: vars.color.text.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.out,
  selectors: { '[data-expanded] > * > * > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  color: vars.color.text.muted,
  lineHeight: vars.type.lineHeight.body,
});

export const panelInner = style({ paddingInline: vars.space['4'], paddingBlockEnd: vars.space['4'] });
