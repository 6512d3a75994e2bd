import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.type.size.md,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: 36,
  blockSize: 20,
  padding: 2,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.accent.default },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { backgroundColor: vars.color.border.default },
    [`${root}[data-disabled][data-selected] &`]: { backgroundColor: vars.color.text.disabled },
  },
});

export const thumb = style({
  inlineSize: 16,
  blockSize: 16,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.default,
  boxShadow: vars.shadow.raised,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.out,
  selectors: {
    // "On" moves the thumb to the inline end: right in English, left in Arabic.
    [`${root}[data-selected] &`]: { transform: 'translateX(16px)' },
    [`:root[dir="rtl"] ${root}[data-selected] &`]: { transform: 'translateX(-16px)' },
  },
});

export const labelText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0_5'] });
export const description = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });
