import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

/** Docs pages: a side navigation beside the article from the tablet up, stacked on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minInlineSize: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], fontSize: vars.type.size.sm });

export const navList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const navNested = style([navList, { paddingInlineStart: vars.space['4'] }]);

/** 24 px targets at least (WCAG 2.2 target size): the list is dense. */
export const navLink = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: 28 });

export const navCurrent = style([navLink, { fontWeight: vars.fontWeight.semibold }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });

export const subTitle = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });

export const prose = style({ margin: 0, maxInlineSize: '70ch', color: vars.color.text.default, lineHeight: vars.type.lineHeight.body });

export const muted = style([prose, { color: vars.color.text.muted, fontSize: vars.type.size.sm }]);

export const cards = style({ display: 'grid', gap: vars.space['4'], gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** Latin code inside Arabic prose: isolated, left to right, monospace. */
export const inlineCode = style({
  fontFamily: vars.fontFamily.mono,
  fontSize: '0.9em',
  unicodeBidi: 'isolate',
  direction: 'ltr',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const endpointLine = style({ margin: 0 });

export const endpointCode = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.type.size.sm, unicodeBidi: 'isolate' });

export const method = style({
  marginInlineEnd: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['0_5'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.text,
});

/* ------------------------------------------------------------------ code block */

export const codeBlock = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  minInlineSize: 0,
});

export const codeHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});

export const codeActions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: 32,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const copyStatus = style({ color: vars.color.status.success.text, fontSize: vars.type.size.sm });

export const copyError = style({ color: vars.color.status.danger.text, fontSize: vars.type.size.sm });

export const pre = style({
  margin: 0,
  padding: vars.space['3'],
  overflowX: 'auto',
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.type.size.sm,
  lineHeight: 1.6,
  color: vars.color.text.default,
  direction: 'ltr',
  textAlign: 'start',
  unicodeBidi: 'isolate',
  tabSize: 2,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' } },
});

/* ------------------------------------------------------------------ tables */

export const tableWrap = style({ overflowX: 'auto', minInlineSize: 0 });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.type.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.text.muted });

export const caption = style({
  textAlign: 'start',
  captionSide: 'top',
  paddingBlockEnd: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
});
