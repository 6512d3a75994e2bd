import { describe, expect, it } from 'vitest';
import { translate } from '@wasl/i18n/catalogue';
import { addAgentOutcomeText } from './addAgentOutcome';

const read = (locale: 'en' | 'ar', status: number | 'success') => {
  const text = addAgentOutcomeText(status === 'success' ? { kind: 'success' } : { kind: 'error', status });
  return { title: translate(locale, text.title, { status }), body: translate(locale, text.body) };
};

describe('add-agent result (SPEC §8)', () => {
  it("titles a failure 'Error code {status}' with SPEC's texts", () => {
    expect(read('en', 401)).toEqual({ title: 'Error code 401', body: 'Incorrect password!' });
    expect(read('en', 409)).toEqual({ title: 'Error code 409', body: 'E-mail already exists' });
    expect(read('en', 500)).toEqual({ title: 'Error code 500', body: 'Unknown Error' });
    expect(read('en', 400).body).toBe('Unknown Error');
    expect(read('en', 402).body).toBe('Upgrade your package to add more agents');
  });

  it("says 'Success!' with the invitation text", () => {
    expect(read('en', 'success').title).toBe('Success!');
    expect(read('en', 'success').body).toMatch(/invitation/i);
  });

  it('reads the same in Arabic, the code kept', () => {
    expect(read('ar', 401).title).toContain('401');
    expect(read('ar', 401).body).toBe('كلمة المرور غير صحيحة!');
    expect(read('ar', 409).body).toBe('البريد الإلكتروني مستخدم بالفعل');
  });

  it('has no code to show when no answer came', () => {
    expect(addAgentOutcomeText({ kind: 'error', status: 0 }).title).toBe('agents:addAgent.noAnswerTitle');
  });
});
