/**
 * zod issues as translation keys. Contract schemas put `validation:` keys in their own messages;
 * zod's built-in issues (missing field, too long, unknown key, …) get the closest generic key, so a
 * form or the server never shows zod's English text.
 */
import type { z } from 'zod';
import { isMessageKey, type MessageKey } from './errors';

export function issueMessageKey(issue: z.core.$ZodIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      // zod only reports the input when asked (`reportInput`); otherwise its text names what it received.
      const missing =
        'input' in issue ? issue.input === undefined || issue.input === null : /received (?:undefined|null)\b/.test(issue.message);
      return missing ? 'validation:required' : 'validation:invalid';
    }
    case 'too_small':
      if (issue.origin === 'string') {
        const minimum = Number(issue.minimum);
        if (minimum <= 1) return 'validation:required';
        if (minimum === 3) return 'validation:minLength3';
        if (minimum === 5) return 'validation:minLength5';
        return 'validation:invalid';
      }
      return issue.origin === 'array' || issue.origin === 'set' ? 'validation:tooFew' : 'validation:outOfRange';
    case 'too_big':
      if (issue.origin === 'string') return 'validation:tooLong';
      return issue.origin === 'array' || issue.origin === 'set' ? 'validation:tooMany' : 'validation:outOfRange';
    case 'unrecognized_keys':
      return 'validation:unknownField';
    default:
      return 'validation:invalid';
  }
}

/** Field path (`Links.Website`, `Items.0.Quantity`) → key of its first issue; `''` for the whole value. */
export function fieldErrors(error: z.ZodError): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueMessageKey(issue);
  }
  return errors;
}
