import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minInlineSize: 0 });

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** The skeleton rows' frame while loading (the list itself is the ListBox primitive's). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

/** A conversation: name and time, the last message and the unread count, then the state line. Selected, focus and hover from ListBox. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: `${vars.space['3']} ${vars.space['3']}`,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minInlineSize: 0,
});

export const time = style({ fontSize: vars.type.size.xs, color: vars.color.text.muted, whiteSpace: 'nowrap' });

export const preview = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minInlineSize: 0,
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], gridColumn: '1 / -1' });

export const phone = style({ fontSize: vars.type.size.xs, color: vars.color.text.muted });

export const unread = style({
  minInlineSize: '1.5rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.default,
  color: vars.color.text.onAccent,
  fontSize: vars.type.size.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  justifySelf: 'end',
});

export const total = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });

/** A skeleton row while loading, drawn like a conversation row. */
export const placeholder = style([
  row,
  {
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.raised,
    selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  },
]);
