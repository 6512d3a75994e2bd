import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const option = style({ display: 'flex', flexDirection: 'column', gap: '2px', minInlineSize: 0 });

export const optionMeta = style({ fontSize: vars.type.size.sm, color: vars.color.text.muted, overflowWrap: 'anywhere' });

export const optionName = style({ overflowWrap: 'anywhere' });

export const error = style({ margin: 0, fontSize: vars.type.size.sm, color: vars.color.status.danger.text });

export const actions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end', flexWrap: 'wrap' });
