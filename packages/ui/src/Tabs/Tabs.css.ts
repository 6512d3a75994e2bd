import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.default}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  marginBlockEnd: -1,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  borderBlockEnd: '2px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transitionProperty: 'color, border-color, background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text.default, backgroundColor: vars.color.surface.hover },
    '&[data-selected]': { color: vars.color.accent.text, borderBlockEndColor: vars.color.accent.default },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
