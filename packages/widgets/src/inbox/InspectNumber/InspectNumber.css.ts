import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** The field and its button on one line while they fit (the form itself stays a column). */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['2'] });
export const field = style({ flex: '1 1 14rem', minInlineSize: 0 });
