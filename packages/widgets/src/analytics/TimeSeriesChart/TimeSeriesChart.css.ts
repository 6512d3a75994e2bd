import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  minInlineSize: 0,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const swatch = style({ inlineSize: '0.75rem', blockSize: '0.75rem', borderRadius: vars.radius.sm, flexShrink: 0 });

export const plot = style({
  position: 'relative',
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const svg = style({ display: 'block', inlineSize: '100%', overflow: 'visible' });

export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.border.default });

export const tickLabel = style({ fill: vars.color.text.muted, fontFamily: vars.type.family, fontSize: vars.type.size.xs });

export const grid = style({ stroke: vars.color.border.subtle, strokeDasharray: '2 3' });

export const cursor = style({ stroke: vars.color.border.strong, strokeWidth: 1 });

export const tooltip = style({
  position: 'absolute',
  insetBlockStart: 0,
  zIndex: 1,
  minInlineSize: '8rem',
  maxInlineSize: '16rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.type.size.sm,
  pointerEvents: 'none',
  overflowWrap: 'anywhere',
});

export const tooltipTitle = style({ fontWeight: vars.fontWeight.semibold, marginBlockEnd: vars.space['1'] });

export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], justifyContent: 'space-between' });

export const note = style({ margin: 0, fontSize: vars.type.size.xs, color: vars.color.text.muted });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
