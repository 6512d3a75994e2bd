import { createElement, type SVGProps } from 'react';

/** Props of a glyph: lucide's (`size`, `strokeWidth`) on an `<svg>`, so both kinds fit `Icon`. */
export interface GlyphProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  strokeWidth?: number | string;
}

type Node = [tag: 'path' | 'circle' | 'line' | 'polyline' | 'rect', attributes: Record<string, string>];

/**
 * A lucide icon drawn without lucide's runtime (createLucideIcon, its context and attribute
 * builders, ≈ 1.9 KB gzip): the same 24-unit drawing and round 2 px stroke in currentColor (no
 * `xmlns`, `lucide` classes or display names: inline SVG needs none of them, no style uses them), for the few icons of the first paint of / and /auth (navbar, empty and error
 * states, form fields). Every other icon stays a lucide-react import; the look is one family.
 */
export function glyph(nodes: Node[]) {
  function Glyph({ size = 24, strokeWidth = 2, className, ...rest }: GlyphProps) {
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className,
        ...rest,
      },
      nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  }
  return Glyph;
}

// Paths copied from lucide-react 1.75.0 (ISC licence), icons of the same names.
export const Menu = /* @__PURE__ */ glyph([
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const Inbox = /* @__PURE__ */ glyph([
  ['polyline', { points: '22 12 16 12 14 15 10 15 8 12 2 12' }],
  ['path', { d: 'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z' }],
]);
export const CloudOff = /* @__PURE__ */ glyph([
  ['path', { d: 'M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057' }],
  ['path', { d: 'M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78' }],
  ['path', { d: 'm2 2 20 20' }],
]);
export const CircleAlert = /* @__PURE__ */ glyph([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);
export const Eye = /* @__PURE__ */ glyph([
  ['path', { d: 'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0' }],
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const EyeOff = /* @__PURE__ */ glyph([
  ['path', { d: 'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49' }],
  ['path', { d: 'M14.084 14.158a3 3 0 0 1-4.242-4.242' }],
  ['path', { d: 'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143' }],
  ['path', { d: 'm2 2 20 20' }],
]);
export const Check = /* @__PURE__ */ glyph([['path', { d: 'M20 6 9 17l-5-5' }]]);
export const Circle = /* @__PURE__ */ glyph([['circle', { cx: '12', cy: '12', r: '10' }]]);
export const ExternalLink = /* @__PURE__ */ glyph([
  ['path', { d: 'M15 3h6v6' }],
  ['path', { d: 'M10 14 21 3' }],
  ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
]);
