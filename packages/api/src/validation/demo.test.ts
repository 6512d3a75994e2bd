import { describe, expect, it } from 'vitest';
import hostile from '../../../../stories/support/fixtures/hostile-strings.json' with { type: 'json' };
import { DemoBody } from '../schemas/account';
import { validateDemo, type DemoInput } from './demo';

const valid: DemoInput = {
  first_name: 'هدى',
  last_name: 'Alharbi',
  email: 'huda@example.sa',
  phone: { countryCode: '966', number: '50 765 4321' },
  company: 'Ward',
  job_title: '',
  message: '',
};

describe('validateDemo', () => {
  it('accepts a complete request (job title and message optional)', () => {
    expect(Object.values(validateDemo(valid)).every((v) => v === null)).toBe(true);
  });
  it('names each invalid field', () => {
    expect(
      validateDemo({ ...valid, first_name: ' ', last_name: '', email: 'no', phone: { countryCode: '966', number: '12' }, company: '' }),
    ).toMatchObject({
      first_name: 'validation:required',
      last_name: 'validation:required',
      email: 'validation:emailInvalid',
      phone: 'validation:phoneInvalid',
      company: 'validation:required',
    });
    expect(validateDemo({ ...valid, message: 'x'.repeat(2001) }).message).toBe('validation:tooLong');
    expect(validateDemo({ ...valid, phone: { countryCode: '966', number: '' } }).phone).toBe('validation:phoneRequired');
  });
  it('agrees with the server schema for hostile strings in every text field', () => {
    const texts = Object.values(hostile as Record<string, unknown>).flatMap((v) =>
      Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [],
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      const input = { ...valid, first_name: text, company: text, message: text };
      const client = validateDemo(input);
      const server = DemoBody.safeParse({ ...input, phone: '+966507654321' });
      const clientOk = client.first_name === null && client.company === null && client.message === null;
      expect(server.success, JSON.stringify(text).slice(0, 60)).toBe(clientOk);
    }
  });
});
