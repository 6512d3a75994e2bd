import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
