import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' });

/** An isolated left-to-right run: the keys keep their order and no Arabic text around them reorders them. */
export const keys = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0_5'],
  unicodeBidi: 'isolate',
  direction: 'ltr',
  // The browser's <kbd> default is monospace; key caps use the interface face of the language.
  fontFamily: 'inherit',
  fontSize: 'inherit',
  whiteSpace: 'nowrap',
});

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['0_5'] });

// The surrounding text colour: muted grey vanishes on a primary button's accent fill.
export const separator = style({ color: 'inherit', fontSize: vars.type.size.xs, lineHeight: 1 });

export const cap = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    paddingInline: vars.space['1'],
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    color: vars.color.text.default,
    backgroundColor: vars.color.surface.raised,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    // A deeper lower edge reads as a key cap without a shadow.
    borderBlockEndWidth: 2,
    borderRadius: vars.radius.sm,
  },
  variants: {
    size: {
      sm: { minInlineSize: 20, blockSize: 20, fontSize: vars.type.size.xs },
      md: { minInlineSize: 24, blockSize: 24, fontSize: vars.type.size.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

/** A symbol drawn as an icon (⌘, ⌥), the size of the cap's letters. */
export const icon = style({ inlineSize: '1em', blockSize: '1em', strokeWidth: 2 });
