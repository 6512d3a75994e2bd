import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: 56,
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surface.default,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space['6'] } },
});

export const menuButton = style({
  '@media': { [mediaQuery.tablet]: { display: 'none' } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flex: 1, minInlineSize: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const languageLabel = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.type.size.sm, letterSpacing: '0.02em' });
