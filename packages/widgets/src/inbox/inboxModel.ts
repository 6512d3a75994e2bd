/**
 * The inbox's behaviour, without React: moving through the conversation list by keyboard (in the
 * reading direction), what each row says about its state, the 24-hour window, the delivery ticks,
 * and the composer (free text inside the window, a template outside it, `/key` quick messages).
 * The views (ConversationList, ConversationThread, Composer) render what these return.
 */
import { isPhoneKey } from '@wasl/api/models';
import type { ComposerSend, ConversationState, ConversationSummary, ConversationTemplate, QuickMessage } from './types';

/* ---------- the list, by keyboard ---------- */

/**
 * Whether a key opens the focused row's thread beyond what the listbox does itself (react-aria: ↑/↓,
 * Home/End, typeahead; Enter and Space select, which opens): the arrow pointing forward in the
 * reading direction (→ in English, ← in Arabic). The backward arrow does nothing (the list is where
 * one goes back to).
 */
export function opensForward(key: string, direction: 'ltr' | 'rtl'): boolean {
  return key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
}

/* ---------- what a row says ---------- */

/** A key of the `inbox` namespace. */
export type StateLabelKey = 'state.assignedTo' | `state.${ConversationSummary['state']}`;

/** The state in words: a key of the `inbox` namespace and its values (never a colour alone). */
export function stateLabel(conversation: Pick<ConversationSummary, 'state' | 'agent_name'>): { key: StateLabelKey; agent?: string } {
  if (conversation.state === 'assigned') {
    return conversation.agent_name ? { key: 'state.assignedTo', agent: conversation.agent_name } : { key: 'state.assigned' };
  }
  return { key: `state.${conversation.state}` };
}

/** The tone of the state pill (the words carry the meaning; the tone only repeats it). */
export const stateTones = {
  bot: 'info',
  waiting: 'warning',
  assigned: 'success',
  closed: 'neutral',
} as const satisfies Record<ConversationState, 'info' | 'warning' | 'success' | 'neutral'>;

/** Who a row is: the WhatsApp profile name, else the number (its mask while numbers are hidden from agents). */
export const displayName = (conversation: { profile_name: string; phone: string | null; phone_masked?: string | null }) =>
  conversation.profile_name.trim() !== '' ? conversation.profile_name : (conversation.phone_masked ?? conversation.phone ?? '');

/* ---------- the 24-hour window ---------- */

export interface WindowLeft {
  open: boolean;
  hours: number;
  minutes: number;
}

/** Time left in the customer service window (closed when it never opened or has passed). */
export function windowLeft(expiresAt: string | null | undefined, now: Date): WindowLeft {
  const end = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const ms = end - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return { open: false, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(ms / 60_000);
  return { open: true, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/* ---------- delivery ticks ---------- */

export const tickKinds = ['pending', 'sent', 'delivered', 'seen', 'failed'] as const;
export type TickKind = (typeof tickKinds)[number];

/** One tick per delivery status (WhatsApp's: clock, ✓, ✓✓, blue ✓✓, failed). */
export function tickOf(status: string | null): TickKind | null {
  switch (status) {
    case null:
      return null;
    case 'queued':
    case 'sending':
      return 'pending';
    case 'sent':
    case 'delivered':
    case 'seen':
    case 'failed':
      return status;
    default:
      return 'pending';
  }
}

/* ---------- the composer ---------- */

export interface ComposerState {
  text: string;
  templateId: string | null;
  /** The highlighted quick message while the text is `/key…`. */
  quickIndex: number;
}

export const initialComposer: ComposerState = { text: '', templateId: null, quickIndex: 0 };

export type ComposerAction =
  | { type: 'text'; text: string }
  | { type: 'template'; id: string | null }
  | { type: 'quickMove'; by: 1 | -1; count: number }
  | { type: 'quickPick'; message: QuickMessage }
  | { type: 'sent' };

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text, quickIndex: 0 };
    case 'template':
      return { ...state, templateId: action.id };
    case 'quickMove':
      return action.count <= 0 ? state : { ...state, quickIndex: (state.quickIndex + action.by + action.count) % action.count };
    case 'quickPick':
      return { ...state, text: action.message.content, quickIndex: 0 };
    case 'sent':
      return initialComposer;
  }
}

/** The text after `/` while the composer holds only `/word` (no space yet), else null. */
export function quickQuery(text: string): string | null {
  const match = /^\/(\S*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLocaleLowerCase('en');

/** Quick messages whose key starts with the query (case and diacritics ignored), then those containing it. */
export function matchQuickMessages(messages: readonly QuickMessage[], query: string): QuickMessage[] {
  const q = fold(query);
  const starts = messages.filter((m) => fold(m.key).startsWith(q));
  const contains = messages.filter((m) => !fold(m.key).startsWith(q) && fold(m.key).includes(q));
  return [...starts, ...contains];
}

/** What a send carries: free text inside the window, a template outside it; null when nothing can go. */
export function composerSend(
  state: ComposerState,
  windowOpen: boolean,
  templates: readonly Pick<ConversationTemplate, 'id'>[],
): ComposerSend | null {
  if (windowOpen) {
    const text = state.text.trim();
    return text === '' || quickQuery(state.text) !== null ? null : { text };
  }
  const template = templates.find((t) => t.id === state.templateId);
  return template ? { template_id: template.id } : null;
}

/* ---------- the inspect-a-number field ---------- */

/** `/inspect/966501234567` from a country code and a trimmed number (digits only, no `+`). */
export function inspectPath(value: { countryCode: string; number: string }): string | null {
  const digits = `${value.countryCode}${value.number}`.replace(/\D/g, '');
  return value.number !== '' && /^\d{6,15}$/.test(digits) ? `/inspect/${digits}` : null;
}

/**
 * The customer of `/inspect/{phone}`: E.164 digits with or without `+` (URL-encoded or not), or the
 * opaque key an agent gets while the store hides numbers (Show_Number off, @wasl/api phoneMask.ts);
 * null otherwise.
 */
export function phoneOfPath(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (isPhoneKey(decoded.trim())) return decoded.trim();
  const match = /^\+?(\d{6,15})$/.exec(decoded.trim());
  return match ? (match[1] ?? null) : null;
}
