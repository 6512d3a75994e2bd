import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  minInlineSize: 0,
});

export const heading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });
export const subheading = style({ margin: 0, fontSize: vars.type.size.sm, fontWeight: vars.fontWeight.semibold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});
export const term = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  justifyContent: 'space-between',
});
export const muted = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });
export const comment = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginBlockStart: vars.space['2'] });
