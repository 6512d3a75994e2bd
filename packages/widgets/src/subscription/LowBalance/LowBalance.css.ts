import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], maxInlineSize: '720px' });
export const heading = style({ margin: 0, fontSize: vars.type.size.lg, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });
export const fields = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap', alignItems: 'flex-end' });
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
  padding: vars.space[4],
  border: `1px solid ${vars.color.status.warning.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
});
export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0 });
