import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  colorsByTheme,
  fontFamilies,
  motionAttribute,
  themeAttribute,
  fontWeight,
  motion,
  radius,
  shadowsByTheme,
  space,
  typeByScript,
  zIndex,
} from './values';

const shared = {
  fontWeight,
  fontFamily: { mono: fontFamilies.mono },
  space,
  radius,
  duration: motion.duration,
  easing: motion.easing,
  zIndex,
};

createGlobalTheme(':root', vars, {
  ...shared,
  color: colorsByTheme.light,
  shadow: shadowsByTheme.light,
  type: typeByScript.latin,
});

createGlobalTheme(
  `:root[${themeAttribute}="dark"]`,
  {
    color: vars.color,
    shadow: vars.shadow,
  },
  {
    color: colorsByTheme.dark,
    shadow: shadowsByTheme.dark,
  },
);

// Arabic gets its own family, sizes and line heights; the lang attribute is the single switch.
globalStyle(':root:lang(ar)', { vars: assignVars(vars.type, typeByScript.arabic) });

// Native controls and scrollbars follow the theme (chatwoot#13189 left them light in dark mode).
globalStyle(':root', { colorScheme: 'light' });
globalStyle(`:root[${themeAttribute}="dark"]`, { colorScheme: 'dark' });

const noMotion = { duration: { fast: '0ms', base: '0ms', slow: '0ms' } };
globalStyle(`:root[${motionAttribute}="off"]`, { vars: assignVars(vars.duration, noMotion.duration) });
globalStyle(':root', {
  '@media': { '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.duration, noMotion.duration) } },
});
globalStyle(`:root[${motionAttribute}="off"] *, :root[${motionAttribute}="off"] *::before, :root[${motionAttribute}="off"] *::after`, {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
  caretColor: 'transparent',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.default,
  fontFamily: vars.type.family,
  fontSize: vars.type.size.md,
  lineHeight: vars.type.lineHeight.body,
  fontWeight: vars.fontWeight.regular,
  WebkitFontSmoothing: 'antialiased',
});

// Code in the design system's own monospace face: the browser's default for these elements is the
// machine's `monospace`, a face we do not ship (it made screenshots depend on the machine).
globalStyle('code, kbd, samp, pre', { fontFamily: vars.fontFamily.mono });
// Form controls likewise default to the machine's interface face; they take the page's.
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });
