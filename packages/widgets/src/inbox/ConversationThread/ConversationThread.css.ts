import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { chatBubbleBase, chatLogBase } from '../../chat/chatSurface';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  justifyContent: 'space-between',
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const window = recipe({
  base: { margin: 0, fontSize: vars.type.size.sm, padding: `${vars.space['1']} ${vars.space['3']}`, borderRadius: vars.radius.full },
  variants: {
    open: {
      true: { background: vars.color.status.success.background, color: vars.color.status.success.text },
      false: { background: vars.color.status.warning.background, color: vars.color.status.warning.text },
    },
  },
});

export const log = style({ ...chatLogBase, minBlockSize: '240px', maxBlockSize: '60vh' });

export const bubble = recipe({
  base: {
    ...chatBubbleBase,
    gap: vars.space['1'],
    minInlineSize: 0,
  },
  variants: {
    direction: {
      in: { alignSelf: 'start', background: vars.color.surface.raised, border: `1px solid ${vars.color.border.subtle}` },
      out: { alignSelf: 'end', background: vars.color.accent.subtle, color: vars.color.text.default },
    },
    system: {
      true: { alignSelf: 'center', background: vars.color.surface.default, border: `1px dashed ${vars.color.border.default}` },
      false: {},
    },
  },
});

export const text = style({ whiteSpace: 'pre-wrap', margin: 0 });

export const sender = style({ fontSize: vars.type.size.xs, color: vars.color.text.muted, fontWeight: vars.fontWeight.medium });

export const kind = style({ fontSize: vars.type.size.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.text.muted });

export const foot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'end',
  gap: vars.space['1'],
  fontSize: vars.type.size.xs,
  color: vars.color.text.muted,
});

export const tick = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: '2px' },
  variants: {
    kind: {
      pending: {},
      sent: {},
      delivered: {},
      seen: { color: vars.color.status.info.text },
      failed: { color: vars.color.status.danger.text },
    },
  },
});

export const failure = style({ margin: 0, fontSize: vars.type.size.xs, color: vars.color.status.danger.text });
