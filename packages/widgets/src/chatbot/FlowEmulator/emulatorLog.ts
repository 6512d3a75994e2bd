/**
 * The emulator's chat log as a pure reducer (SPEC §4: the emulator appends the bot's replies to a
 * chat log; its reset clears and restarts it). The view dispatches and calls the emulate callback;
 * `session` drops the answer of a conversation that was reset while the bot was still answering.
 */
import type { FlowLanguage } from '@wasl/api/models';

export interface EmulatorButton {
  id: string;
  title: string;
}

/** One bot reply as the emulate call answers it (`POST /section/chatbot/emulate`). */
export interface EmulatorReply {
  text: string;
  buttons: EmulatorButton[];
  /** The conversation's language after this reply ($LANG switches it). */
  language?: FlowLanguage;
}

export interface ChatEntry {
  id: number;
  from: 'bot' | 'customer';
  text: string;
  buttons: EmulatorButton[];
}

export interface EmulatorState {
  language: FlowLanguage;
  entries: ChatEntry[];
  /** A call is on its way. */
  pending: boolean;
  failed: boolean;
  /** Bumped by each start/reset; replies of an older session are ignored. */
  session: number;
  started: boolean;
}

export type EmulatorAction =
  | { type: 'start' }
  | { type: 'press'; button: EmulatorButton }
  | { type: 'replies'; session: number; replies: EmulatorReply[] }
  | { type: 'failed'; session: number }
  | { type: 'language'; language: FlowLanguage };

export const initialEmulator = (language: FlowLanguage = 'en'): EmulatorState => ({
  language,
  entries: [],
  pending: false,
  failed: false,
  session: 0,
  started: false,
});

/** The buttons the customer can press now: those of the last bot message. */
export function currentButtons(state: EmulatorState): EmulatorButton[] {
  const last = state.entries.at(-1);
  return last?.from === 'bot' ? last.buttons : [];
}

export function emulatorReducer(state: EmulatorState, action: EmulatorAction): EmulatorState {
  switch (action.type) {
    case 'start':
      // Start and reset are one thing: a cleared log and a new conversation.
      return { ...state, entries: [], pending: true, failed: false, session: state.session + 1, started: true };
    case 'press': {
      if (state.pending) return state;
      const entry: ChatEntry = { id: state.entries.length, from: 'customer', text: action.button.title, buttons: [] };
      return { ...state, entries: [...state.entries, entry], pending: true, failed: false };
    }
    case 'replies': {
      if (action.session !== state.session) return state;
      let language = state.language;
      const entries = [...state.entries];
      for (const reply of action.replies) {
        entries.push({ id: entries.length, from: 'bot', text: reply.text, buttons: reply.buttons });
        if (reply.language) language = reply.language;
      }
      return { ...state, entries, language, pending: false };
    }
    case 'failed':
      return action.session === state.session ? { ...state, pending: false, failed: true } : state;
    case 'language':
      return { ...state, language: action.language };
  }
}
