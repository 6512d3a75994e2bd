import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

export const page = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['6'],
  backgroundColor: vars.color.surface.default,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const brand = style({ fontSize: vars.type.size.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.accent.text, margin: 0 });

export const toolbar = style({ display: 'flex', gap: vars.space['2'] });

export const main = style({
  inlineSize: '100%',
  maxInlineSize: 720,
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  display: 'grid',
  gap: vars.space['6'],
});

export const card = style({
  backgroundColor: vars.color.surface.default,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space['6'],
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mediaQuery.tablet]: { padding: vars.space['8'] } },
});

export const title = style({ fontSize: vars.type.size['2xl'], lineHeight: vars.type.lineHeight.heading, margin: 0 });
export const sectionTitle = style({ fontSize: vars.type.size.lg, lineHeight: vars.type.lineHeight.heading, margin: 0 });
export const muted = style({ color: vars.color.text.muted, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });
export const grow = style({ flex: '1 1 240px' });
export const success = style({ color: vars.color.status.success.text, margin: 0 });
