import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';
import { hovered } from '@wasl/ui/styles';

// The public site's composition. Every direction is logical (inline-start is the right in Arabic),
// so the Arabic page is the designed one and the English page its mirror, not the other way round.

/** A heading of the site (no margin, semibold, default colour); `onHeadingLine` for the larger ones. */
const headingText = (fontSize: string, onHeadingLine = false) => ({
  margin: 0,
  fontSize,
  ...(onHeadingLine ? { lineHeight: vars.type.lineHeight.heading } : {}),
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});
/** Running text under a heading: muted, on the body line height. */
const bodyText = (fontSize: string) => ({
  margin: 0,
  color: vars.color.text.muted,
  fontSize,
  lineHeight: vars.type.lineHeight.body,
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['16'] });
export const narrow = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'], maxInlineSize: 760 });

export const hero = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  paddingBlock: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});
export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const eyebrow = style({
  margin: 0,
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.type.size.sm,
});
export const heroTitle = style({
  ...headingText(vars.type.size['3xl'], true),
  textWrap: 'balance',
});
export const lead = style({ ...bodyText(vars.type.size.lg), maxInlineSize: '60ch' });
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });
export const art = style({ inlineSize: '100%', maxInlineSize: 420, marginInline: 'auto', blockSize: 'auto', display: 'block' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], scrollMarginBlockStart: vars.space['16'] });
export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxInlineSize: '65ch' });
export const sectionTitle = style(headingText(vars.type.size['2xl'], true));
export const sectionLead = style(bodyText(vars.type.size.md));

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.default,
});
export const tileIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 40,
  blockSize: 40,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.text,
});
export const tileTitle = style(headingText(vars.type.size.md));
export const tileBody = style(bodyText(vars.type.size.sm));

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  counterReset: 'step',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const step = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const stepNumber = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 36,
  blockSize: 36,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.default,
  color: vars.color.text.onAccent,
  fontWeight: vars.fontWeight.semibold,
});

export const band = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'center',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
export const badge = style({
  justifySelf: 'start',
  alignSelf: 'start',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.status.success.background,
  color: vars.color.status.success.text,
  border: `1px solid ${vars.color.status.success.border}`,
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.medium,
});
export const bandText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const quote = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const quoteText = style({
  margin: 0,
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  color: vars.color.text.default,
});
export const quoteBy = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });
export const quoteName = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  fontStyle: 'normal',
});

export const vision = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});
export const visionArt = style({ inlineSize: 160, blockSize: 'auto', display: 'block' });

/* pricing */
export const planGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});
export const plan = style([tile, { gap: vars.space['3'] }]);
export const planFeatured = style({ borderColor: vars.color.accent.default, boxShadow: `0 0 0 1px ${vars.color.accent.default}` });
export const planName = style(headingText(vars.type.size.lg));
export const price = style({ ...headingText(vars.type.size.xl), fontVariantNumeric: 'tabular-nums' });
export const priceNote = style({
  margin: 0,
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.default,
});
export const checkItem = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });
export const checkIcon = style({ flex: 'none', color: vars.color.status.success.text, marginBlockStart: 2 });
export const planAction = style({ marginBlockStart: 'auto' });
export const callout = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.info.background,
  color: vars.color.status.info.text,
  border: `1px solid ${vars.color.status.info.border}`,
  lineHeight: vars.type.lineHeight.body,
});

/* prose pages */
export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const proseSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const proseTitle = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});
export const proseBody = style({ margin: 0, color: vars.color.text.default, lineHeight: vars.type.lineHeight.body, maxInlineSize: '70ch' });
export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text.default });
globalStyle(`${facts} dt`, { color: vars.color.text.muted, fontSize: vars.type.size.sm });

/* demo */
export const demoLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const formGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fullRow = style({ gridColumn: '1 / -1' });
/** The honeypot: out of sight and out of the tab order, still in the form for bots that fill every field. */
export const honeypot = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
export const done = style([tile, { alignItems: 'flex-start', gap: vars.space['3'] }]);

/* calls to action: links (they navigate) drawn as buttons; `a&` outranks the Link recipe's own class */
const ctaBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: 44,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const;
export const cta = style({
  selectors: {
    'a&': { ...ctaBase, backgroundColor: vars.color.accent.default, color: vars.color.text.onAccent },
    // Native links on the pre-rendered pages, react-aria's in the app: both hover states.
    [hovered('', 'a')]: { backgroundColor: vars.color.accent.hover, textDecoration: 'none' },
  },
});
export const ctaQuiet = style({
  selectors: {
    'a&': {
      ...ctaBase,
      border: `1px solid ${vars.color.border.strong}`,
      color: vars.color.text.default,
      backgroundColor: vars.color.surface.default,
    },
    [hovered('', 'a')]: { backgroundColor: vars.color.surface.hover, textDecoration: 'none' },
  },
});

/* the landing page's FAQ preview: native <details> */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.default,
});
export const detail = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minBlockSize: 44,
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
  },
});
export const summaryIcon = style({
  flex: 'none',
  color: vars.color.text.muted,
  transition: `transform ${vars.duration.fast} ${vars.easing.out}`,
  selectors: { [`${detail}[open] &`]: { transform: 'rotate(180deg)' } },
});
export const detailBody = style({
  margin: 0,
  paddingInline: vars.space['4'],
  paddingBlockEnd: vars.space['4'],
  color: vars.color.text.muted,
  lineHeight: vars.type.lineHeight.body,
});
