import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { chatBubbleBase, chatLogBase } from '../../chat/chatSurface';

export const log = style({ ...chatLogBase, minBlockSize: '160px' });

export const bubble = recipe({
  base: { ...chatBubbleBase, gap: vars.space['2'], whiteSpace: 'pre-wrap' },
  variants: {
    from: {
      business: { alignSelf: 'start', background: vars.color.surface.raised, border: `1px solid ${vars.color.border.subtle}` },
      customer: { alignSelf: 'end', background: vars.color.accent.subtle, color: vars.color.text.default },
    },
  },
});

export const kind = style({ fontSize: vars.type.size.xs, color: vars.color.text.muted });

/** Reply buttons: full-width pills under the text, as WhatsApp draws them. */
export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

export const choice = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.default,
  color: vars.color.accent.text,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** A list's rows (what the customer sees after opening the list). */
export const row = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

export const listButton = style([choice, { fontWeight: vars.fontWeight.semibold }]);

export const empty = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
