import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { chatBubbleBase, chatLogBase } from '../../chat/chatSurface';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] });

export const log = style({ ...chatLogBase, minBlockSize: '160px', maxBlockSize: '420px' });

export const bubble = recipe({
  base: {
    ...chatBubbleBase,
    gap: vars.space['2'],
    whiteSpace: 'pre-wrap',
  },
  variants: {
    from: {
      bot: { alignSelf: 'start', background: vars.color.surface.raised, border: `1px solid ${vars.color.border.subtle}` },
      customer: { alignSelf: 'end', background: vars.color.accent.subtle, color: vars.color.text.default },
    },
  },
});

export const who = style({ fontSize: vars.type.size.xs, color: vars.color.text.muted });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const error = style({ margin: 0, color: vars.color.status.danger.text, fontSize: vars.type.size.sm });
