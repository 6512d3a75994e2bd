import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** On screen a sheet on the page; in print the A4 page itself (210 mm wide, no frame, nothing else around it). */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxInlineSize: '210mm',
  marginInline: 'auto',
  padding: vars.space['6'],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  '@media': {
    print: {
      inlineSize: '210mm',
      maxInlineSize: 'none',
      minBlockSize: '297mm',
      padding: '12mm',
      border: 'none',
      borderRadius: 0,
      backgroundColor: 'transparent',
      fontSize: '10pt',
    },
  },
});

export const screenOnly = style({ display: 'flex', justifyContent: 'end', '@media': { print: { display: 'none' } } });

export const both = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space['1'] });
// A middle dot between the English and the Arabic label, drawn by CSS so no text is hard-coded.
// The middle dot between the two labels is its own box (drawn by CSS, no hard-coded text), so it
// stays between them in both page directions.
export const separator = style({
  color: vars.color.text.muted,
  selectors: { '&::before': { content: '"·"' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space['4'],
  borderBlockEnd: `2px solid ${vars.color.border.strong}`,
  paddingBlockEnd: vars.space['4'],
});
export const seller = style({ display: 'flex', gap: vars.space['3'], alignItems: 'start', minInlineSize: 0, flex: '1 1 260px' });
export const logo = style({ inlineSize: 64, blockSize: 64, objectFit: 'contain', flexShrink: 0 });
export const sellerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
export const sellerName = style({ fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
export const title = style({
  margin: 0,
  fontSize: vars.type.size.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const term = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const addresses = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space['4'],
});
export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
});

export const lines = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.type.size.sm });
export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold, paddingBlockEnd: vars.space['2'] });
const cell = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
} as const;
export const th = style({ ...cell, textAlign: 'start', fontWeight: vars.fontWeight.semibold, color: vars.color.text.muted });
export const thNumber = style({ ...cell, textAlign: 'end', fontWeight: vars.fontWeight.semibold, color: vars.color.text.muted });
export const td = style({ ...cell, textAlign: 'start', fontWeight: vars.fontWeight.regular, overflowWrap: 'anywhere' });
export const tdNumber = style({ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space['5'],
  // The QR and the totals stay together on one printed page.
  breakInside: 'avoid',
});
export const qr = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const qrProblem = style({ margin: 0, maxInlineSize: 240, color: vars.color.status.danger.text, fontSize: vars.type.size.sm });
export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0, flex: '0 1 360px' });
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });
export const grandTotal = style([
  totalRow,
  {
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.type.size.md,
    borderBlock: `2px solid ${vars.color.border.strong}`,
    paddingBlock: vars.space['2'],
  },
]);
export const amount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The seller's website and social links (plan feature invoice_links). */
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});
globalStyle(`${links} a`, { color: vars.color.text.link, overflowWrap: 'anywhere' });
