import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';
import { focusVisible, hovered } from '../styles/states';

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
    interactive: {
      false: {},
      // The title link's ::after covers the card (stretched link); the card itself stays a plain box.
      true: {
        position: 'relative',
        selectors: { '&:hover': { borderColor: vars.color.border.strong } },
      },
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});

export const header = style({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    [hovered()]: { textDecoration: 'underline', textUnderlineOffset: 3 },
    // The ring goes round the whole card, which is what the link opens.
    [focusVisible('::after')]: focusRing,
  },
});

/** Actions and footer sit above the stretched link, so they stay clickable on their own. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const description = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
  borderBlockStartWidth: 1,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.subtle,
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
});
