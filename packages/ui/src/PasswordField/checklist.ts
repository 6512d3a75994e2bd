import { passwordRules, type PasswordChecklist, type PasswordRule } from '@wasl/api/validators';

/** The rules whose state differs between two checklists, in the order of `passwordRules`. */
export function changedRules(before: PasswordChecklist, after: PasswordChecklist): PasswordRule[] {
  return passwordRules.filter((rule) => before[rule] !== after[rule]);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the polite live region says after a keystroke: "all met" once everything is met, otherwise
 * only the rules that just changed ("Requirement met: A number"), or nothing when none changed.
 */
export function checklistAnnouncement(before: PasswordChecklist, after: PasswordChecklist, t: Translate): string | null {
  const changed = changedRules(before, after);
  if (changed.length === 0) return null;
  if (passwordRules.every((rule) => after[rule])) return t('forms:password.allMet');
  return changed
    .map((rule) =>
      t(after[rule] ? 'forms:password.announceMet' : 'forms:password.announceUnmet', { rule: t(`validation:passwordRule.${rule}`) }),
    )
    .join('. ');
}
