import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });

export { statRow as stats } from '../statRow.css';

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0 });

export const statusLabel = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted });

export const hint = style({ margin: 0, fontSize: vars.type.size.xs, color: vars.color.text.muted });
