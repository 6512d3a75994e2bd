import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const title = style({
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'center',
});

export const dot = style({ inlineSize: '0.75rem', blockSize: '0.75rem', borderRadius: vars.radius.full, flex: 'none' });

export const hint = style({ margin: 0, color: vars.color.text.muted });

export const fields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[4] });

export const zone = style({ flex: '1 1 18rem', minInlineSize: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[6] });
