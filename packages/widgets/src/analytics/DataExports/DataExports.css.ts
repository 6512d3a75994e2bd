import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const name = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const count = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const progress = style({ flexBasis: '100%', margin: 0, fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const notice = style({ margin: 0, color: vars.color.text.muted });

export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.status.danger.text });

/** The notice with the button that opens the one upgrade dialog. */
export const upgrade = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] });
