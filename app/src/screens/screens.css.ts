import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

/** A screen's h1; it may be the merchant's own text (a campaign's or an agent's name), which wraps anywhere rather than widen the page. */
export const heading = style({
  margin: 0,
  fontSize: vars.type.size['2xl'],
  lineHeight: vars.type.lineHeight.heading,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const lead = style({ margin: 0, maxInlineSize: '65ch', color: vars.color.text.muted, fontSize: vars.type.size.md });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBlock: vars.space['8'],
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.type.size['3xl'],
  lineHeight: vars.type.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const authCard = style({
  inlineSize: '100%',
  maxInlineSize: 440,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const formWide = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const sectionTitle = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

/**
 * The merchant's or a customer's text in a screen's own markup: its line breaks kept (as the
 * merchant's quick-message list shows them), an unbroken string wrapped anywhere rather than widen
 * the page.
 */
export const userText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minInlineSize: 0 });

export const plans = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const planPrice = style({ margin: 0, fontSize: vars.type.size.xl, fontWeight: vars.fontWeight.semibold });

export const featureList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  color: vars.color.text.muted,
  fontSize: vars.type.size.sm,
});

export const trial = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.success.background,
  color: vars.color.status.success.text,
  border: `1px solid ${vars.color.status.success.border}`,
});

export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.status.danger.background,
  color: vars.color.status.danger.text,
  border: `1px solid ${vars.color.status.danger.border}`,
  margin: 0,
});

export const logo = style({
  inlineSize: 64,
  blockSize: 64,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.default,
});
