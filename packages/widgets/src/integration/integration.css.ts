import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** Shared by the integration widgets: one look for a copyable value, a labelled fact, a result line. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });
export const factLabel = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });
export const value = style({
  margin: 0,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.type.size.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text.default,
});
export const code = style([
  value,
  {
    padding: vars.space['2'],
    borderRadius: vars.radius.sm,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.default}`,
  },
]);
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const success = style({ margin: 0, color: vars.color.status.success.text, fontWeight: vars.fontWeight.medium });
export const danger = style({ margin: 0, color: vars.color.status.danger.text, fontWeight: vars.fontWeight.medium });
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const subheading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});
export const platform = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
