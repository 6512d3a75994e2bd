import { describe, expect, it } from 'vitest';
import { validatePhone } from '@wasl/api/validators';
import { formatPhoneValue, parsePhoneInput } from './phone';

describe('parsePhoneInput', () => {
  it('keeps the default Saudi code and trims the number', () => {
    expect(parsePhoneInput('  50 123 4567 ')).toEqual({ countryCode: '966', number: '501234567' });
  });

  it('removes separators and a national trunk zero', () => {
    expect(parsePhoneInput('(050) 123-45.67', '966')).toEqual({ countryCode: '966', number: '501234567' });
  });

  it('reads Arabic-Indic digits typed on an Arabic keyboard', () => {
    expect(parsePhoneInput('٠٥٠١٢٣٤٥٦٧', '966')).toEqual({ countryCode: '966', number: '501234567' });
  });

  it('moves a pasted international prefix into the country code', () => {
    expect(parsePhoneInput('+971 50 123 4567', '966')).toEqual({ countryCode: '971', number: '501234567' });
    expect(parsePhoneInput('0020 10 1234 5678', '966')).toEqual({ countryCode: '20', number: '1012345678' });
  });

  it('prefers the longest matching code (+1 is not +1x)', () => {
    expect(parsePhoneInput('+12025550143', '966')).toEqual({ countryCode: '1', number: '2025550143' });
    expect(parsePhoneInput('+966501234567', '1')).toEqual({ countryCode: '966', number: '501234567' });
  });

  it('keeps an unknown international code out of the country code', () => {
    expect(parsePhoneInput('+999 1234567', '966')).toEqual({ countryCode: '966', number: '9991234567' });
  });

  it('strips the current code when the number repeats it', () => {
    expect(parsePhoneInput('966501234567', '966')).toEqual({ countryCode: '966', number: '501234567' });
    // A short number that merely starts with the same digits is left alone.
    expect(parsePhoneInput('9661234', '966')).toEqual({ countryCode: '966', number: '9661234' });
  });

  it('leaves letters in, so the shared validator can reject them', () => {
    const value = parsePhoneInput('50 12a 4567', '966');
    expect(value.number).toBe('5012a4567');
    expect(validatePhone(value.number, value.countryCode)).toBe('validation:phoneInvalid');
  });

  it('gives values the shared validator accepts', () => {
    const value = parsePhoneInput('050 123 4567', '966');
    expect(validatePhone(value.number, value.countryCode)).toBeNull();
    expect(parsePhoneInput('', '966')).toEqual({ countryCode: '966', number: '' });
  });
});

describe('formatPhoneValue', () => {
  it('joins code and number with a plus, and is empty without a number', () => {
    expect(formatPhoneValue({ countryCode: '966', number: '501234567' })).toBe('+966501234567');
    expect(formatPhoneValue({ countryCode: '966', number: '' })).toBe('');
  });
});
