import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';
import { focusRing } from '../styles/focus.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track" "description description" "error error"',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  minInlineSize: 0,
});

export const label = style({ gridArea: 'label' });

export const output = style({
  gridArea: 'output',
  fontSize: vars.type.size.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});

export const description = style({ gridArea: 'description' });

/** The hit area is tall (24 px, WCAG target size); the visible rail is 4 px inside it. */
export const track = style({
  gridArea: 'track',
  position: 'relative',
  blockSize: 32,
  marginInline: 12,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      blockSize: 4,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.default,
    },
  },
});

export const fill = style({
  position: 'absolute',
  insetBlockStart: '50%',
  blockSize: 4,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.default,
  selectors: {
    '[data-disabled] &': { backgroundColor: vars.color.text.disabled },
  },
});

export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.default,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.accent.default,
  boxShadow: vars.shadow.raised,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', backgroundColor: vars.color.accent.subtle },
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accent.subtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderColor: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});
