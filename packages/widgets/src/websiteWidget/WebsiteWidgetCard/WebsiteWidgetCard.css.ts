import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });
export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.status.info.background,
  color: vars.color.status.info.text,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
export const subheading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });

/** A sketch of a store page; the button sits in its bottom corner as the script places it. */
export const page = style({
  position: 'relative',
  blockSize: '132px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});
export const pageCaption = style({
  margin: 0,
  padding: vars.space['3'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});
export const button = style({
  position: 'absolute',
  insetBlockEnd: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  maxInlineSize: `calc(100% - 2 * ${vars.space['3']})`,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[data-position="start"]': { insetInlineEnd: 'auto', insetInlineStart: vars.space['3'] },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});
export const buttonLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const icon = style({
  inlineSize: '20px',
  blockSize: '20px',
  flex: 'none',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
