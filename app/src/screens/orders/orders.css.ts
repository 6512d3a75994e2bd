import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@wasl/tokens';

export const filters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(12rem, 1fr) minmax(14rem, 2fr) minmax(12rem, 1fr)' } },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const footer = style({ display: 'flex', justifyContent: 'center' });

/** The invoice page: its actions above the sheet. */
export const invoicePage = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const invoiceActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
  '@media': { print: { display: 'none' } },
});

/**
 * In print only the invoice: everything else on the page (sidebar, top bar, actions) is hidden and
 * the sheet starts at the top of the paper. Scoped by :has, so printing any other page is unchanged.
 */
export const printArea = style({
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' } },
});
globalStyle(`body:has(${printArea}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printArea}, ${printArea} *`, { '@media': { print: { visibility: 'visible' } } });
