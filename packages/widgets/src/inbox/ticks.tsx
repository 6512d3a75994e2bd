import { glyph } from '@wasl/ui';
import type { TickKind } from './inboxModel';

// Paths copied from lucide-react 1.75.0 (ISC licence), icons of the same names; drawn with the
// design system's `glyph` so the widgets need no icon runtime of their own.
const Clock = glyph([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]);
const Check = glyph([['path', { d: 'M20 6 9 17l-5-5' }]]);
const CheckCheck = glyph([
  ['path', { d: 'M18 6 7 17l-5-5' }],
  ['path', { d: 'm22 10-7.5 7.5L13 16' }],
]);
const CircleAlert = glyph([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);

/** WhatsApp's ticks: a clock while queued, ✓ sent, ✓✓ delivered, ✓✓ in colour seen, ⓘ failed. */
export const tickIcons = {
  pending: Clock,
  sent: Check,
  delivered: CheckCheck,
  seen: CheckCheck,
  failed: CircleAlert,
} as const satisfies Record<TickKind, unknown>;
