import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space['5'],
  alignItems: 'start',
  minInlineSize: 0,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});
export const rowSelected = style({ borderColor: vars.color.border.strong, borderInlineStartWidth: '4px' });
export const name = style({ flex: '1 1 8rem', minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const alert = style({ margin: 0, color: vars.color.status.danger.text });
export const tools = style({ display: 'flex', gap: vars.space['1'] });
export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });
export const editorTitle = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' });
