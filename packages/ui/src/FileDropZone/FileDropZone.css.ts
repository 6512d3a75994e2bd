import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  color: vars.color.text.muted,
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'dashed',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent.default, backgroundColor: vars.color.accent.subtle },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.status.danger.solid },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.disabled },
  },
});

export const zoneIcon = style({ color: vars.color.accent.text });

export const zoneText = style({ fontSize: vars.type.size.md, color: vars.color.text.default });

export const hint = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  backgroundColor: vars.color.surface.default,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
});

/** The logo preview sits on a checkerboard-free sunken tile so transparent logos stay visible. */
export const thumbnail = style({
  inlineSize: 64,
  blockSize: 64,
  flexShrink: 0,
  objectFit: 'contain',
  padding: vars.space['1'],
  backgroundColor: vars.color.surface.sunken,
  borderRadius: vars.radius.sm,
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.accent.text });

export const fileMeta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0_5'],
  flex: 1,
  minInlineSize: 0,
});

export const fileName = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileDetails = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const tableWrap = style({
  overflowX: 'auto',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.type.size.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  color: vars.color.text.muted,
});

export const th = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  whiteSpace: 'nowrap',
});

export const td = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderBlockStartWidth: 1,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.subtle,
  color: vars.color.text.default,
  whiteSpace: 'nowrap',
});
