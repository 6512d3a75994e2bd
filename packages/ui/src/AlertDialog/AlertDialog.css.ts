import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', minBlockSize: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['6'],
  paddingInline: vars.space['6'],
  paddingBlockEnd: vars.space['2'],
});

export const toneIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 36,
  blockSize: 36,
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-tone="danger"]': { backgroundColor: vars.color.status.danger.background, color: vars.color.status.danger.text },
    '&[data-tone="primary"]': { backgroundColor: vars.color.accent.subtle, color: vars.color.accent.text },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingInline: vars.space['6'],
  paddingBlockEnd: vars.space['5'],
  color: vars.color.text.muted,
  lineHeight: vars.type.lineHeight.body,
});

export const message = style({ margin: 0, paddingInlineStart: `calc(36px + ${vars.space['3']})` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
