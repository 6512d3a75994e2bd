import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const text = style({ margin: 0 });
export const gains = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const footer = style({ display: 'flex', gap: vars.space[3], alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' });
