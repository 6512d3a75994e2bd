import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });

export const box = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

// The native textarea takes the field look; react-aria's data-focus-visible is not set on it.
export const textarea = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px', borderColor: vars.color.accent.default },
  },
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

export const quickItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface.selected,
      outline: `2px solid ${vars.color.focus.ring}`,
      outlineOffset: '-2px',
    },
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
