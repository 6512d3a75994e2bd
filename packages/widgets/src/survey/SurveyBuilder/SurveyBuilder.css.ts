import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.default,
  minInlineSize: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.type.size.md, paddingInline: vars.space['1'] });

export const pair = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  minInlineSize: 0,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'], alignItems: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const problems = style({ margin: 0, color: vars.color.status.danger.text, fontSize: vars.type.size.sm });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  position: 'sticky',
  insetBlockStart: vars.space['4'],
  minInlineSize: 0,
});

export const heading = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
