import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['2'] });
export const field = style({ flex: '1 1 16rem', minInlineSize: 0 });
