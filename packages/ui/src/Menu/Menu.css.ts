import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const popover = style({
  minInlineSize: 200,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
  selectors: { '&[data-entering]': { opacity: 0 } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  outline: 'none',
  maxBlockSize: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 36,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.type.size.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-variant="danger"]': { color: vars.color.status.danger.text },
  },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, color: 'inherit' });
export const itemLabel = style({ flex: 1 });
export const itemEnd = style({ display: 'inline-flex', flexShrink: 0, marginInlineStart: 'auto', color: vars.color.text.muted });

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space['1'],
  marginInline: vars.space['1'],
  backgroundColor: vars.color.border.default,
  border: 'none',
});

export const sectionHeader = style({
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['1'],
  fontSize: vars.type.size.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});
