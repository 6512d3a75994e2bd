import { glyph } from './glyphs';

// The placeholder pages' icons (public pages still to be written, screens being built): apart from
// glyphs.tsx, which is in every first load, so only the pages that show them download them.
// Paths from lucide-react 1.75.0 (ISC licence).
export const Hammer = /* @__PURE__ */ glyph([
  ['path', { d: 'm15 12-9.373 9.373a1 1 0 0 1-3.001-3L12 9' }],
  ['path', { d: 'm18 15 4-4' }],
  [
    'path',
    {
      d: 'm21.5 11.5-1.914-1.914A2 2 0 0 1 19 8.172v-.344a2 2 0 0 0-.586-1.414l-1.657-1.657A6 6 0 0 0 12.516 3H9l1.243 1.243A6 6 0 0 1 12 8.485V10l2 2h1.172a2 2 0 0 1 1.414.586L18.5 14.5',
    },
  ],
]);
export const Construction = /* @__PURE__ */ glyph([
  ['rect', { x: '2', y: '6', width: '20', height: '8', rx: '1' }],
  ['path', { d: 'M17 14v7' }],
  ['path', { d: 'M7 14v7' }],
  ['path', { d: 'M17 3v3' }],
  ['path', { d: 'M7 3v3' }],
  ['path', { d: 'M10 14 2.3 6.3' }],
  ['path', { d: 'm14 6 7.7 7.7' }],
  ['path', { d: 'm8 6 8 8' }],
]);
