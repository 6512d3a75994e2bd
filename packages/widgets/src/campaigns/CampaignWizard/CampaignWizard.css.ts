import { style } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minInlineSize: 0 });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space['6'],
  alignItems: 'start',
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.type.size.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.type.lineHeight.heading,
});

export const subheading = style({ margin: 0, fontSize: vars.type.size.md, fontWeight: vars.fontWeight.semibold });

export const buttonRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
  gap: vars.space['2'],
  alignItems: 'end',
});

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.type.size.sm });

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.warning.border}`,
  background: vars.color.status.warning.background,
  color: vars.color.status.warning.text,
  overflowWrap: 'anywhere',
});

export const danger = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.danger.border}`,
  background: vars.color.status.danger.background,
  color: vars.color.status.danger.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'space-between' });
export const actionGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const rejectedList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  maxBlockSize: '240px',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.type.size.sm,
});

export const cell = style({ fontFamily: vars.fontFamily.mono, overflowWrap: 'anywhere' });

/* ------------------------------------------------------------------ preview */

export const phone = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  minInlineSize: 0,
});

export const bubble = style({
  alignSelf: 'flex-start',
  maxInlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.raised,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const previewImage = style({
  display: 'block',
  inlineSize: '100%',
  maxBlockSize: '180px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const previewText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const previewLink = style({ color: vars.color.text.link, fontSize: vars.type.size.sm });
export const previewTime = style({ alignSelf: 'flex-end', color: vars.color.text.muted, fontSize: vars.type.size.xs });
export const previewButton = style({
  display: 'block',
  textAlign: 'center',
  padding: vars.space['2'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.semibold,
});

/* ------------------------------------------------------------------ pre-flight */

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
