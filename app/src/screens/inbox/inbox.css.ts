import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const live = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const sandbox = style({
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.status.warning.background,
  color: vars.color.status.warning.text,
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.medium,
});

// The inbox and the open thread side by side from the desktop breakpoint; one at a time below it.
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minInlineSize: 0,
});

/** Below the desktop breakpoint the list gives way to an open thread. */
export const hiddenWhenNarrow = style({ display: 'none', '@media': { [mediaQuery.desktop]: { display: 'flex' } } });

export const threadPane = style({
  display: 'grid',
  gap: vars.space['4'],
  minInlineSize: 0,
  '@media': { [mediaQuery.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});

export const threadMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export const back = style({ '@media': { [mediaQuery.desktop]: { display: 'none' } } });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'end' });

export const placeholder = style({
  padding: vars.space['8'],
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.status.warning.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const panelHeading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });
