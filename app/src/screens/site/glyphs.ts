import { glyph } from '@wasl/ui';

// The public pages' icons as local glyphs (lucide-react 1.75.0 drawings, ISC licence): the same
// family without lucide's runtime, so the pre-rendered pages stay light (first-load budget of / and
// /pricing). Named as the lucide icons they copy.

export const Package = /* @__PURE__ */ glyph([
  ['path', { d: 'M12 22V12' }],
  ['polyline', { points: '3.29 7 12 12 20.71 7' }],
  ['path', { d: 'm7.5 4.27 9 5.15' }],
]);
export const ShoppingCart = /* @__PURE__ */ glyph([
  ['circle', { cx: '18', cy: '20', r: '2' }],
  ['circle', { cx: '8', cy: '20', r: '2' }],
]);
export const Megaphone = /* @__PURE__ */ glyph([
  ['path', { d: 'M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14' }],
  ['path', { d: 'M8 6v8' }],
]);
export const Bot = /* @__PURE__ */ glyph([
  ['path', { d: 'M12 8V4H8' }],
  ['rect', { width: '16', height: '12', x: '4', y: '8', rx: '2' }],
  ['path', { d: 'M2 14h2' }],
  ['path', { d: 'M20 14h2' }],
  ['path', { d: 'M15 13v2' }],
  ['path', { d: 'M9 13v2' }],
]);
export const Users = /* @__PURE__ */ glyph([
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
]);
export const ClipboardCheck = /* @__PURE__ */ glyph([
  ['rect', { width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1' }],
  ['path', { d: 'm9 14 2 2 4-4' }],
]);
export const FileText = /* @__PURE__ */ glyph([
  ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5' }],
  ['path', { d: 'M10 9H8' }],
  ['path', { d: 'M16 13H8' }],
  ['path', { d: 'M16 17H8' }],
]);
export const BarChart3 = /* @__PURE__ */ glyph([
  ['path', { d: 'M3 3v16a2 2 0 0 0 2 2h16' }],
  ['path', { d: 'M18 17V9' }],
  ['path', { d: 'M13 17V5' }],
  ['path', { d: 'M8 17v-3' }],
]);
export const Languages = /* @__PURE__ */ glyph([
  ['path', { d: 'm5 8 6 6' }],
  ['path', { d: 'm4 14 6-6 2-3' }],
  ['path', { d: 'M2 5h12' }],
  ['path', { d: 'M7 2h1' }],
  ['path', { d: 'm22 22-5-10-5 10' }],
  ['path', { d: 'M14 18h6' }],
]);
export const Activity = /* @__PURE__ */ glyph([]);
export const KeyRound = /* @__PURE__ */ glyph([['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }]]);
export const Clock = /* @__PURE__ */ glyph([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]);
export const Check = /* @__PURE__ */ glyph([['path', { d: 'M20 6 9 17l-5-5' }]]);
export const CheckCircle2 = /* @__PURE__ */ glyph([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
]);
export const MapPin = /* @__PURE__ */ glyph([['circle', { cx: '12', cy: '10', r: '3' }]]);
export const Handshake = /* @__PURE__ */ glyph([
  ['path', { d: 'm11 17 2 2a1 1 0 1 0 3-3' }],
  ['path', { d: 'm21 3 1 11h-2' }],
  ['path', { d: 'M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3' }],
  ['path', { d: 'M3 4h8' }],
]);
export const Receipt = /* @__PURE__ */ glyph([
  ['path', { d: 'M12 17V7' }],
  ['path', { d: 'M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8' }],
]);
export const ChevronDown = /* @__PURE__ */ glyph([['path', { d: 'm6 9 6 6 6-6' }]]);
