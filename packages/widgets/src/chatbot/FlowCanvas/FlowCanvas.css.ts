import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const toolbarEnd = style({ marginInlineStart: 'auto', color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 340px)',
  gap: vars.space['4'],
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/*
 * React Flow reads its colours from --xy-* custom properties: they are set from the tokens here, so
 * the canvas follows the light and dark themes with no colour of its own.
 */
export const canvas = style({
  position: 'relative',
  minInlineSize: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  overflow: 'hidden',
  background: vars.color.surface.canvas,
  vars: {
    '--xy-background-color': vars.color.surface.canvas,
    '--xy-background-pattern-color': vars.color.border.default,
    '--xy-edge-stroke': vars.color.text.subtle,
    '--xy-edge-stroke-selected': vars.color.accent.default,
    '--xy-edge-stroke-width': '1.5',
    '--xy-connectionline-stroke': vars.color.accent.default,
    '--xy-handle-background-color': vars.color.accent.default,
    '--xy-handle-border-color': vars.color.surface.default,
    '--xy-minimap-background-color': vars.color.surface.raised,
    '--xy-minimap-mask-background-color': vars.color.backdrop,
    '--xy-minimap-node-background-color': vars.color.border.strong,
    '--xy-controls-button-background-color': vars.color.surface.raised,
    '--xy-controls-button-background-color-hover': vars.color.surface.hover,
    '--xy-controls-button-color': vars.color.text.default,
    '--xy-controls-button-color-hover': vars.color.text.default,
    '--xy-controls-button-border-color': vars.color.border.default,
    '--xy-attribution-background-color': vars.color.surface.raised,
    '--xy-node-border-radius': vars.radius.md,
  },
  // The ring shows for keyboard focus inside (a node, the controls, the minimap), not for a pointer
  // press: an outline on this box repaints the whole canvas (at 500 nodes a 35 ms raster of every
  // tile behind it), which `:focus-within` did at the start of every mouse drag. A pressed node
  // shows its selection outline instead.
  selectors: {
    '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const node = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    inlineSize: '240px',
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.default}`,
    borderInlineStartWidth: '4px',
    boxShadow: vars.shadow.raised,
    fontSize: vars.type.size.sm,
    overflowWrap: 'anywhere',
  },
  variants: {
    type: {
      text: { borderInlineStartColor: vars.color.chart.series1 },
      agent: { borderInlineStartColor: vars.color.chart.series2 },
      lang: { borderInlineStartColor: vars.color.chart.series3 },
      order: { borderInlineStartColor: vars.color.chart.series4 },
    },
    selected: { true: { outline: `2px solid ${vars.color.accent.default}`, outlineOffset: '2px' } },
    invalid: { true: { borderColor: vars.color.status.danger.border } },
  },
});

/*
 * Handles sit half outside the node by offsets, not React Flow's translate(-50%): a transform per
 * handle is a paint property node per handle, and 1,000 of them made the compositor's layerisation
 * the longest step of every drag frame at 500 nodes. 10 px border-box: 5 px is half. The
 * handles are `dir="ltr"` (graph geometry), so inline-start is the left edge in both languages.
 */
export const handle = style({
  inlineSize: '10px',
  blockSize: '10px',
  selectors: {
    '&.react-flow__handle-top': { transform: 'none', insetInlineStart: 'calc(50% - 5px)', insetBlockStart: '-5px' },
    '&.react-flow__handle-bottom': { transform: 'none', insetInlineStart: 'calc(50% - 5px)', insetBlockEnd: '-5px' },
  },
});

export const nodeHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'] });
export const nodeType = style({ fontSize: vars.type.size.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.text.muted });
const pill = {
  fontSize: vars.type.size.xs,
  borderRadius: vars.radius.full,
  paddingInline: vars.space['2'],
  border: '1px solid',
} as const;
export const startBadge = style({
  ...pill,
  background: vars.color.status.info.background,
  color: vars.color.status.info.text,
  borderColor: vars.color.status.info.border,
});
export const issueBadge = style({
  ...pill,
  marginInlineStart: 'auto',
  background: vars.color.status.danger.background,
  color: vars.color.status.danger.text,
  borderColor: vars.color.status.danger.border,
});
const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', margin: 0 }) as const;
export const nodeTitle = style({ ...clamp(1), fontWeight: vars.fontWeight.semibold });
export const nodeText = style({ ...clamp(2), color: vars.color.text.muted });
export const placeholder = style({ fontStyle: 'italic', color: vars.color.text.subtle, fontWeight: vars.fontWeight.regular });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.default,
  minInlineSize: 0,
});

export const panelHeading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['2'] });
export const grow = style({ flex: '1 1 160px', minInlineSize: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const scroll = style({ maxBlockSize: '360px', overflowY: 'auto' });

export const problem = style({ color: vars.color.status.danger.text, fontSize: vars.type.size.sm });
export const ok = style({ margin: 0, color: vars.color.status.success.text, fontSize: vars.type.size.sm });

// React Flow's attribution link in token colours (its own grey fails the 4.5:1 contrast check).
globalStyle(`${canvas} .react-flow__attribution a`, { color: vars.color.text.muted });

export const outlineButton = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  background: 'transparent',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  cursor: 'pointer',
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-pressed="true"]': { background: vars.color.surface.selected, borderColor: vars.color.accent.default },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});
