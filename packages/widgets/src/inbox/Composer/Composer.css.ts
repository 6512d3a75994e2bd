import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });

export const box = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

// The ring follows the browser's :focus-visible (always, for a focused text box): react-aria's
// data-focus-visible goes when the Autocomplete performs an option's action (a simulated click).
globalStyle(`${box} textarea:focus-visible`, {
  outline: `2px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
  borderColor: vars.color.accent.default,
});

export const quick = style({
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  maxBlockSize: '220px',
  overflowY: 'auto',
});

/** A quick message in the ListBox: key over content. The (virtual) focus ring comes from ListBox; the focused one is also filled. */
export const quickItem = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '2px',
  minBlockSize: 0,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  borderBlockEnd: 'none',
  background: 'transparent',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.surface.selected },
  },
});

export const quickKey = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.type.size.sm });
export const quickContent = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'space-between',
  alignItems: 'center',
});
export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const template = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });
export const error = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.status.danger.text });
