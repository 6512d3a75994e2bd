import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space[2] });

export const resultBody = style({ margin: 0, overflowWrap: 'anywhere' });
