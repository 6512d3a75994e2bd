import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  marginBlockStart: vars.space['1'],
});

export const checklistTitle = style({
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  margin: 0,
});

export const rules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0_5'],
});

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.type.size.sm,
  color: vars.color.text.muted,
  selectors: {
    '&[data-met]': { color: vars.color.status.success.text },
  },
});

export const ruleIcon = style({ flexShrink: 0 });
