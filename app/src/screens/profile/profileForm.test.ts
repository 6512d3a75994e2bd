import { describe, expect, it } from 'vitest';
import { bodyOf, fieldError, valuesOf, type ProfileValues } from './profileForm';

const profile = {
  Business_Name: 'Nour',
  Business_Name_ar: '',
  Business_Contact: '+966 50 123 4567',
  Business_Email: 'hello@nour.sa',
  VAT: '300000000000003',
  Links: { Website: '', Facebook: '', Instagram: '', Twitter: '' },
  Business_Address: { Address_line1: '12 King Fahd Road', Address_line2: '', Address_line3: '' },
  Business_Address_ar: { Address_line1: '', Address_line2: '', Address_line3: '' },
  Logo_Link: '/uploads/logo.png',
  language: 'en' as const,
};

describe('profile form (SPEC §3 mirroring, §5 rules)', () => {
  it('flattens the profile into field paths', () => {
    const values = valuesOf(profile);
    expect(values['Business_Address.Address_line1']).toBe('12 King Fahd Road');
    expect(values['Links.Website']).toBe('');
  });

  it('does not require the Arabic value when the English one is typed (and vice versa)', () => {
    const values = valuesOf(profile);
    expect(fieldError(values, 'Business_Name_ar', '')).toBeNull();
    expect(fieldError(values, 'Business_Address_ar.Address_line1', '')).toBeNull();
    const empty: ProfileValues = { ...values, Business_Name: '' };
    expect(fieldError(empty, 'Business_Name_ar', '')).toBe('validation:required');
    expect(fieldError(values, 'Business_Name', 'ab')).toBe('validation:minLength3');
  });

  it('sends mirrored, trimmed values', () => {
    const body = bodyOf({ ...valuesOf(profile), Business_Name: '  Nour  ' }, { Logo_Link: '/uploads/new.png', language: 'ar' });
    expect(body.Business_Name).toBe('Nour');
    expect(body.Business_Name_ar).toBe('Nour');
    expect(body.Business_Address_ar.Address_line1).toBe('12 King Fahd Road');
    expect(body.Logo_Link).toBe('/uploads/new.png');
    expect(body.language).toBe('ar');
  });
});
