/**
 * The order status messages' editor (/api_integration/customise_order) as a pure model: the
 * merchant's draft list (order, on/off, both texts), the status being edited, each message's
 * problems as `validation:*` keys (the server's rule: validateTemplateBody) and the save's state.
 */
import { moveOrderMessage, type OrderMessageSetting, type OrderMessageStatus } from '@wasl/api/models';
import type { MessageKey } from '@wasl/api/types';
import type { ValidationKey } from '@wasl/api/validators';
import { draftErrors, type TemplateLanguage } from '../templates/templateEditorModel';

export interface OrderMessagesState {
  messages: OrderMessageSetting[];
  selected: OrderMessageStatus;
  /** Shown once the merchant tried to save: per status, per language. */
  errors: Partial<Record<OrderMessageStatus, Partial<Record<TemplateLanguage, ValidationKey>>>>;
  submitting: boolean;
  failure: MessageKey | null;
}

export type OrderMessagesEvent =
  | { type: 'select'; status: OrderMessageStatus }
  | { type: 'toggle'; status: OrderMessageStatus; enabled: boolean }
  | { type: 'move'; status: OrderMessageStatus; by: -1 | 1 }
  | { type: 'edit'; language: TemplateLanguage; text: string }
  | { type: 'reset'; saved: readonly OrderMessageSetting[] }
  | { type: 'submit' }
  | { type: 'submitted'; messages: readonly OrderMessageSetting[] }
  | { type: 'submitFailed'; reason: MessageKey };

export function initialOrderMessages(saved: readonly OrderMessageSetting[]): OrderMessagesState {
  return { messages: saved.map((m) => ({ ...m })), selected: saved[0]!.status, errors: {}, submitting: false, failure: null };
}

/** Every message's problems (an off message is checked too: it is stored and may be switched on). */
export function listErrors(messages: readonly OrderMessageSetting[]): OrderMessagesState['errors'] {
  const errors: OrderMessagesState['errors'] = {};
  for (const m of messages) {
    const found = draftErrors(m);
    if (Object.keys(found).length > 0) errors[m.status] = found;
  }
  return errors;
}

/** Whether the draft differs from what the server holds (order, switches or text). */
export function isOrderMessagesDirty(state: OrderMessagesState, saved: readonly OrderMessageSetting[]): boolean {
  if (state.messages.length !== saved.length) return true;
  return state.messages.some((m, i) => {
    const s = saved[i]!;
    return m.status !== s.status || m.enabled !== s.enabled || m.en.trim() !== s.en.trim() || m.ar.trim() !== s.ar.trim();
  });
}

/** The body to save: the draft with trimmed texts. */
export function orderMessagesBody(state: OrderMessagesState): OrderMessageSetting[] {
  return state.messages.map((m) => ({ ...m, en: m.en.trim(), ar: m.ar.trim() }));
}

export function selectedMessage(state: OrderMessagesState): OrderMessageSetting {
  return state.messages.find((m) => m.status === state.selected) ?? state.messages[0]!;
}

export function orderMessagesReducer(state: OrderMessagesState, event: OrderMessagesEvent): OrderMessagesState {
  if (state.submitting && event.type !== 'submitted' && event.type !== 'submitFailed') return state;
  switch (event.type) {
    case 'select':
      return { ...state, selected: event.status };
    case 'toggle':
      return {
        ...state,
        failure: null,
        messages: state.messages.map((m) => (m.status === event.status ? { ...m, enabled: event.enabled } : m)),
      };
    case 'move': {
      const from = state.messages.findIndex((m) => m.status === event.status);
      return { ...state, failure: null, messages: moveOrderMessage(state.messages, from, from + event.by) };
    }
    case 'edit': {
      const messages = state.messages.map((m) => (m.status === state.selected ? { ...m, [event.language]: event.text } : m));
      // A shown error is re-checked as the merchant types, so it goes away once fixed.
      let errors = state.errors;
      if (errors[state.selected]) {
        const found = draftErrors(messages.find((m) => m.status === state.selected)!);
        errors = { ...errors };
        if (Object.keys(found).length > 0) errors[state.selected] = found;
        else delete errors[state.selected];
      }
      return { ...state, messages, errors, failure: null };
    }
    case 'reset':
      return { ...initialOrderMessages(event.saved), selected: state.selected };
    case 'submit': {
      const errors = listErrors(state.messages);
      const first = state.messages.find((m) => errors[m.status]);
      return first ? { ...state, errors, selected: first.status } : { ...state, errors: {}, submitting: true, failure: null };
    }
    case 'submitted':
      return { ...state, submitting: false, messages: event.messages.map((m) => ({ ...m })) };
    case 'submitFailed':
      return { ...state, submitting: false, failure: event.reason };
  }
}
