import { vars } from '@wasl/tokens';

/** The one focus ring (DESIGN.md): 2 px accent outline with an offset, on keyboard focus only. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
} as const;
