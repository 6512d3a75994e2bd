import { describe, expect, it } from 'vitest';
import { passwordChecklist } from '@wasl/api/validators';
import { createI18n } from '@wasl/i18n';
import { changedRules, checklistAnnouncement } from './checklist';

const en = createI18n('en').t as unknown as (key: string, options?: Record<string, unknown>) => string;
const ar = createI18n('ar').t as unknown as (key: string, options?: Record<string, unknown>) => string;

describe('password checklist announcements', () => {
  it('names only the rule that a keystroke changed', () => {
    const before = passwordChecklist('wasl');
    const after = passwordChecklist('wasl1');
    expect(changedRules(before, after)).toEqual(['number']);
    expect(checklistAnnouncement(before, after, en)).toBe(`Requirement met: ${en('validation:passwordRule.number')}`);
  });

  it('says nothing when no rule changed', () => {
    expect(checklistAnnouncement(passwordChecklist('wa'), passwordChecklist('was'), en)).toBeNull();
  });

  it('announces a rule that stops being met (too long)', () => {
    const before = passwordChecklist('Wasl@2026');
    const after = passwordChecklist('Wasl@2026-very-long!');
    expect(changedRules(before, after)).toEqual(['length']);
    expect(checklistAnnouncement(before, after, en)).toBe(`Requirement not met: ${en('validation:passwordRule.length')}`);
  });

  it('says "all met" once the last rule is met, in Arabic too', () => {
    const before = passwordChecklist('Wasl2026');
    const after = passwordChecklist('Wasl2026!');
    expect(checklistAnnouncement(before, after, en)).toBe('All password requirements are met');
    expect(checklistAnnouncement(before, after, ar)).toBe('تم استيفاء جميع شروط كلمة المرور');
  });

  it('lists several changes in rule order', () => {
    const before = passwordChecklist('');
    const after = passwordChecklist('A1');
    expect(checklistAnnouncement(before, after, en)).toBe(
      `Requirement met: ${en('validation:passwordRule.uppercase')}. Requirement met: ${en('validation:passwordRule.number')}`,
    );
  });
});
