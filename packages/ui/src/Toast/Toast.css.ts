import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

/** Top and inline-end: the top right in English, the top left in Arabic (SPEC §2). */
export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  inlineSize: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '4px', borderRadius: vars.radius.md },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInlineStart: vars.space['4'],
  paddingInlineEnd: vars.space['2'],
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  animation: `${slideIn} ${vars.duration.slow} ${vars.easing.out}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    '&[data-tone="success"]': { borderInlineStartColor: vars.color.status.success.solid },
    '&[data-tone="error"]': { borderInlineStartColor: vars.color.status.danger.solid },
    '&[data-tone="info"]': { borderInlineStartColor: vars.color.status.info.solid },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginBlockStart: 2,
  selectors: {
    '[data-tone="success"] &': { color: vars.color.status.success.text },
    '[data-tone="error"] &': { color: vars.color.status.danger.text },
    '[data-tone="info"] &': { color: vars.color.status.info.text },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0_5'], flex: 1, minInlineSize: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.type.size.md, lineHeight: vars.type.lineHeight.heading });

export const description = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });
