import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { chatBubbleBase, chatLogBase } from '../../chat/chatSurface';

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const previewTitle = style({ margin: 0, fontSize: vars.type.size.sm, fontWeight: vars.fontWeight.semibold });
/** The chat surface the emulator and the inbox draw: the message as the customer receives it (from the business: the start side). */
export const log = style({ ...chatLogBase, minBlockSize: '6rem' });
export const bubble = style({
  ...chatBubbleBase,
  margin: 0,
  whiteSpace: 'pre-wrap',
  alignSelf: 'start',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const variables = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const label = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
