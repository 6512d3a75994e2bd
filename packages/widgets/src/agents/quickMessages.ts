/**
 * The quick messages being edited (SPEC §3: key — the title — and content), as a pure reducer. The
 * server replaces the whole list at once (`POST /section/agent/update_quick {Quick}`), so every
 * change produces the next list, and the view sends it.
 */
import type { QuickMessage } from '@wasl/api/types';
import { QUICK_MESSAGE_LIMITS } from '@wasl/api/models';
import { validateRequiredText, type ValidationKey } from '@wasl/api/validators';

export type QuickAction =
  | { type: 'add'; message: QuickMessage }
  | { type: 'update'; index: number; message: QuickMessage }
  | { type: 'remove'; index: number }
  | { type: 'move'; index: number; by: -1 | 1 };

/** The next list; an index out of range or a move past either end leaves it as it was. */
export function quickReducer(list: readonly QuickMessage[], action: QuickAction): QuickMessage[] {
  const trimmed = (message: QuickMessage) => ({ key: message.key.trim(), content: message.content.trim() });
  switch (action.type) {
    case 'add':
      return [...list, trimmed(action.message)];
    case 'update':
      if (!list[action.index]) return [...list];
      return list.map((message, i) => (i === action.index ? trimmed(action.message) : message));
    case 'remove':
      return list.filter((_, i) => i !== action.index);
    case 'move': {
      const target = action.index + action.by;
      const item = list[action.index];
      if (!item || target < 0 || target >= list.length) return [...list];
      const next = list.filter((_, i) => i !== action.index);
      next.splice(target, 0, item);
      return next;
    }
  }
}

export interface QuickErrors {
  key: ValidationKey | 'agents:quick.keyTaken' | null;
  content: ValidationKey | null;
}

/** Both fields required (trimmed) within the server's limits (one source, counted alike); a title used by another message is refused (the composer finds a message by its title). */
export function validateQuick(message: QuickMessage, list: readonly QuickMessage[], editing: number | null): QuickErrors {
  const key = message.key.trim();
  const content = message.content.trim();
  const taken = list.some((other, i) => i !== editing && other.key.trim().toLocaleLowerCase() === key.toLocaleLowerCase());
  return {
    key: validateRequiredText(key, QUICK_MESSAGE_LIMITS.key) ?? (taken ? 'agents:quick.keyTaken' : null),
    content: validateRequiredText(content, QUICK_MESSAGE_LIMITS.content),
  };
}
