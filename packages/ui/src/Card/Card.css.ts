import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    // Border first, no shadow (DESIGN.md: shadows are for overlays).
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.md,
    minInlineSize: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['3'] },
      md: { padding: vars.space['5'] },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const header = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});
