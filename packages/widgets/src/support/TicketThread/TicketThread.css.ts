import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0, maxInlineSize: '720px' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const meta = style({ color: vars.color.text.muted, fontSize: vars.type.size.sm, fontVariantNumeric: 'tabular-nums' });

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    maxInlineSize: 'min(100%, 36rem)',
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    minInlineSize: 0,
  },
  variants: {
    from: {
      merchant: { alignSelf: 'flex-end', background: vars.color.accent.subtle },
      support: { alignSelf: 'flex-start', background: vars.color.surface.raised },
    },
  },
});

export const author = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.type.size.sm });
// Hostile replies (200 characters without a space, new lines) wrap and keep their line breaks.
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const time = style({ color: vars.color.text.muted, fontSize: vars.type.size.xs, fontVariantNumeric: 'tabular-nums' });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], alignItems: 'stretch' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const hint = style({ margin: 0, color: vars.color.text.muted });
export const alert = style({ margin: 0, color: vars.color.status.danger.text });
