import { vars } from '@wasl/tokens';

/**
 * The chat-like surface both conversations draw (the chatbot's emulator and the inbox's thread):
 * a sunken, rounded log of bubbles (DESIGN "rounded corners on chat-like surfaces"). Style objects,
 * not classes: each widget adds its own sizes and spacing.
 */
export const chatLogBase = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
} as const;

/** One message of the log: at most 85 % of the line, long words broken anywhere. */
export const chatBubbleBase = {
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: '85%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
} as const;
