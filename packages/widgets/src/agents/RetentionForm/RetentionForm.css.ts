import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], maxInlineSize: '45rem' });

export const days = style({ paddingInlineStart: vars.space[6], maxInlineSize: '16rem' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
