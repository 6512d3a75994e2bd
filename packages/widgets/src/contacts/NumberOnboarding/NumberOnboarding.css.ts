import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0 });
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const requirements = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], maxInlineSize: '32rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' });
export const alert = style({ margin: 0, color: vars.color.status.danger.text });

export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.warning.border}`,
  background: vars.color.status.warning.background,
});
export const warningTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });
export const dot = style({
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  borderRadius: '50%',
  flexShrink: 0,
  border: `2px solid ${vars.color.border.strong}`,
  selectors: {
    '&[data-state="done"]': { background: vars.color.status.success.text, borderColor: vars.color.status.success.text },
    '&[data-state="active"]': { borderColor: vars.color.status.info.text },
    '&[data-state="failed"]': { background: vars.color.status.danger.text, borderColor: vars.color.status.danger.text },
  },
});
export const stepLabel = style({ flex: '1 1 12rem' });
export const stepState = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const resultTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
