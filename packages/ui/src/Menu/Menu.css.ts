import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { listItem, listItemFocusVisible, overlayFade, overlayFadeSelector, overlayList, overlaySurface } from '../styles/surfaces';

export const popover = style({
  minInlineSize: 200,
  ...overlaySurface,
  ...overlayFade,
  selectors: overlayFadeSelector,
});

export const menu = style({
  ...overlayList,
  maxBlockSize: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  ...listItem,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { backgroundColor: vars.color.surface.hover },
    '&[data-focus-visible]': listItemFocusVisible,
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
