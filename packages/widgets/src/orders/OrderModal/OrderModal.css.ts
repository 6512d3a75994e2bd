import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minInlineSize: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.type.size.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
});

export const count = style({ color: vars.color.text.muted, fontWeight: vars.fontWeight.regular });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space['5'],
});

// Long ids (hostile fixtures: 180 characters without a space) wrap instead of widening the modal.
export const id = style({ fontFamily: vars.fontFamily.mono, overflowWrap: 'anywhere' });

export const tableScroll = style({ overflowX: 'auto', minInlineSize: 0 });

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal', overflowWrap: 'anywhere' });
export const line = style({ display: 'block' });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const ledger = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0 });
export const ledgerRow = recipe({
  base: { display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] },
  variants: {
    strong: {
      true: {
        fontWeight: vars.fontWeight.semibold,
        borderBlockStart: `1px solid ${vars.color.border.default}`,
        paddingBlockStart: vars.space['1'],
      },
      false: {},
    },
  },
});
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  borderInlineStart: `2px solid ${vars.color.border.default}`,
  paddingInlineStart: vars.space['3'],
});
export const step = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const update = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['3'] });
export const select = style({ flex: '1 1 240px', minInlineSize: 0 });
export const resend = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const error = style({ margin: 0, color: vars.color.status.danger.text, fontSize: vars.type.size.sm });
// Table cells do not wrap (ui Table); a product name or SKU does, so a 200-character name or a URL
// without spaces (hostile fixtures) takes more lines instead of pushing the other columns away.
export const wrap = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
