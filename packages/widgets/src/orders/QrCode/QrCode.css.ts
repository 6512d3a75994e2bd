import { style } from '@vanilla-extract/css';
import { themeAttribute, vars } from '@wasl/tokens';

// Scanners expect dark modules on a light ground: in the dark theme the two token roles swap so the
// code stays dark-on-light (an inverted code fails in many readers).
const dark = `:root[${themeAttribute}="dark"] &`;

export const qr = style({ display: 'block', flexShrink: 0 });
export const background = style({ fill: vars.color.surface.default, selectors: { [dark]: { fill: vars.color.text.default } } });
export const modules = style({ fill: vars.color.text.default, selectors: { [dark]: { fill: vars.color.surface.default } } });
