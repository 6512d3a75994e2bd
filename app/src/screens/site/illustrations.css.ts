import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wasl/tokens';

/** Pictures whose layout follows the reading direction (the store's bubbles on the inline-end side). */
export const mirror = style({ selectors: { ':root[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

// Token colours as classes, so the pictures follow the theme and the page's JS carries class names,
// not the token contract.
const colours = {
  accent_default: vars.color.accent.default,
  accent_subtle: vars.color.accent.subtle,
  accent_text: vars.color.accent.text,
  border_default: vars.color.border.default,
  border_strong: vars.color.border.strong,
  border_subtle: vars.color.border.subtle,
  status_info_solid: vars.color.status.info.solid,
  status_success_solid: vars.color.status.success.solid,
  status_warning_background: vars.color.status.warning.background,
  status_warning_border: vars.color.status.warning.border,
  status_warning_text: vars.color.status.warning.text,
  surface_default: vars.color.surface.default,
  surface_raised: vars.color.surface.raised,
  surface_sunken: vars.color.surface.sunken,
  text_default: vars.color.text.default,
  text_onAccent: vars.color.text.onAccent,
  text_subtle: vars.color.text.subtle,
};
export const fill = styleVariants(colours, (colour) => ({ fill: colour }));
export const stroke = styleVariants(colours, (colour) => ({ stroke: colour }));
