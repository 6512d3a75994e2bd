import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  charLength,
  mirrorProfile,
  normalizePhone,
  passwordChecklist,
  validationCatalogueKeys,
  toLatinDigits,
  validateAddAgent,
  validateAgentName,
  validateBusinessName,
  validateConfirmPassword,
  validateEmail,
  validateHttpUrl,
  validateLoginPassword,
  validateLogo,
  validateRetentionDays,
  validateMinLength,
  validateNewsletterEmail,
  validateOptionalWebsite,
  validatePassword,
  validatePasswordMatch,
  validatePhone,
  validatePhoneFormat,
  validateProfile,
  validateSocialLink,
  validateTicket,
  validateVat,
  validateWebsite,
  validationKeys,
  type ProfileInput,
} from './validators';

const locale = (lng: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${lng}/validation.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

function lookup(strings: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
}

describe('translation keys', () => {
  it('every key a validator or schema can return has an English and an Arabic text', () => {
    for (const lng of ['en', 'ar'] as const) {
      const strings = locale(lng);
      for (const key of validationCatalogueKeys) {
        const text = lookup(strings, key.replace(/^validation:/, ''));
        expect(typeof text === 'string' && text.length > 0, `${lng} ${key}`).toBe(true);
      }
    }
  });

  it('the list is the whole catalogue: a server answer with any validation key is shown as that key (errors.ts)', () => {
    const keys = (node: unknown, prefix: string): string[] =>
      typeof node === 'string' ? [prefix] : Object.entries(node as object).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
    expect([...validationCatalogueKeys].sort()).toEqual(
      keys(locale('en'), '')
        .map((k) => `validation:${k}`)
        .sort(),
    );
  });

  it('Arabic texts are written in Arabic script', () => {
    const strings = locale('ar');
    for (const key of validationKeys) expect(String(lookup(strings, key.slice(11))), key).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('email', () => {
  it.each(['demo@wasl.dev', 'first.last+tag@shop.example.sa', 'a_b@sub.domain.co', '  padded@wasl.dev  '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['', '   ', '\t\n'])('asks for an e-mail when empty (%j)', (email) => {
    expect(validateEmail(email)).toBe('validation:emailRequired');
  });

  it.each([
    'plain',
    'no-at.example.com',
    'a@b',
    'a@@b.co',
    'a b@c.co',
    'a@b .co',
    '@wasl.dev',
    'demo@',
    'demo@-wasl.dev',
    'محمد@مثال.السعودية',
    'demo@wasl.dev<script>',
  ])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('validation:emailInvalid');
  });

  it('rejects an address longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.sa`;
    expect(validateEmail(`${local}@${domain}`)).toBe('validation:emailInvalid');
    expect(validateEmail(`${local}@${'b'.repeat(60)}.sa`)).toBeNull();
  });

  it('newsletter uses the simpler pattern', () => {
    expect(validateNewsletterEmail('someone@shop.sa')).toBeNull();
    expect(validateNewsletterEmail('ümlaut@shop.sa')).toBeNull();
    expect(validateEmail('ümlaut@shop.sa')).toBe('validation:emailInvalid');
    expect(validateNewsletterEmail('')).toBe('validation:emailRequired');
    expect(validateNewsletterEmail('someone@shop')).toBe('validation:emailInvalid');
    expect(validateNewsletterEmail('some one@shop.sa')).toBe('validation:emailInvalid');
  });
});

describe('phone with country code', () => {
  it('joins the default country code 966 and the trimmed number', () => {
    expect(normalizePhone(' 501234567 ')).toBe('966501234567');
    expect(normalizePhone('050 123 4567')).toBe('966501234567');
    expect(normalizePhone('(050) 123-4567', '966')).toBe('966501234567');
    expect(normalizePhone('+966501234567')).toBe('966501234567');
    expect(normalizePhone('5551234', '1')).toBe('15551234');
  });

  it('reads Arabic-Indic digits', () => {
    expect(toLatinDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(toLatinDigits('۰۵۰')).toBe('050');
    expect(normalizePhone('٠٥٠١٢٣٤٥٦٧', '٩٦٦')).toBe('966501234567');
    expect(validatePhone('٥٠١٢٣٤٥٦٧')).toBeNull();
  });

  it('accepts valid numbers', () => {
    expect(validatePhone('501234567')).toBeNull();
    expect(validatePhone('0501234567', '966')).toBeNull();
    expect(validatePhone('  55 123 4567 ', '+971')).toBeNull();
  });

  it('reports a missing number, letters, too few or too many digits, and a bad country code', () => {
    expect(validatePhone('   ')).toBe('validation:phoneRequired');
    expect(validatePhone('50abc4567')).toBe('validation:phoneInvalid');
    expect(validatePhone('12345')).toBe('validation:phoneInvalid');
    expect(validatePhone('123456')).toBeNull();
    // 966 + 12 digits = 15 (E.164 maximum) is fine, 16 is not
    expect(validatePhone('123456789012')).toBeNull();
    expect(validatePhone('1234567890123')).toBe('validation:phoneInvalid');
    expect(validatePhone('501234567', '')).toBe('validation:countryCodeInvalid');
    expect(validatePhone('501234567', '12345')).toBe('validation:countryCodeInvalid');
    expect(validatePhone('501234567', '0966')).toBe('validation:countryCodeInvalid');
    expect(validatePhone('501234567', 'SA')).toBe('validation:countryCodeInvalid');
  });
});

describe('phone helper check (+ then 7 to 16 digits)', () => {
  it.each(['+966501234567', '+966 50 123 4567', '+1 (555) 123-4567', '+44.20.7946.0958', '+49/30/1234567', '+٩٦٦٥٠١٢٣٤٥٦٧'])(
    'accepts %s',
    (phone) => expect(validatePhoneFormat(phone)).toBeNull(),
  );

  it('counts digits at the 7 and 16 boundaries, separators not counted', () => {
    expect(validatePhoneFormat('+123456')).toBe('validation:phoneInvalid');
    expect(validatePhoneFormat('+1234567')).toBeNull();
    expect(validatePhoneFormat('+1-2-3-4-5-6-7')).toBeNull();
    expect(validatePhoneFormat('+1234567890123456')).toBeNull();
    expect(validatePhoneFormat('+12345678901234567')).toBe('validation:phoneInvalid');
  });

  it.each(['966501234567', '+', '+966 50x1234567', '++966501234567', '+966_501234567', '+٩٦٦ ٥٠ abc'])('rejects %j', (phone) => {
    expect(validatePhoneFormat(phone)).toBe('validation:phoneInvalid');
  });

  it('asks for a number when empty', () => {
    expect(validatePhoneFormat('  ')).toBe('validation:phoneRequired');
  });
});

describe('password rule', () => {
  it('accepts a password meeting all five rules', () => {
    expect(validatePassword('Demo@2026')).toBeNull();
    expect(passwordChecklist('Demo@2026')).toEqual({ length: true, uppercase: true, lowercase: true, number: true, symbol: true });
  });

  it('checks the 8 and 16 character boundaries', () => {
    expect(validatePassword('Ab1!xyz')).toBe('validation:passwordLength'); // 7
    expect(validatePassword('Ab1!wxyz')).toBeNull(); // 8
    expect(validatePassword('Ab1!' + 'x'.repeat(12))).toBeNull(); // 16
    expect(validatePassword('Ab1!' + 'x'.repeat(13))).toBe('validation:passwordLength'); // 17
    expect(passwordChecklist('Ab1!' + 'x'.repeat(13)).length).toBe(false);
  });

  it('names the first missing rule', () => {
    expect(validatePassword('')).toBe('validation:passwordRequired');
    expect(validatePassword('demo@2026')).toBe('validation:passwordUppercase');
    expect(validatePassword('DEMO@2026')).toBe('validation:passwordLowercase');
    expect(validatePassword('Demo@wasl')).toBe('validation:passwordNumber');
    expect(validatePassword('Demo2026x')).toBe('validation:passwordSymbol');
  });

  it('reports each rule separately for the checklist', () => {
    expect(passwordChecklist('')).toEqual({ length: false, uppercase: false, lowercase: false, number: false, symbol: false });
    expect(passwordChecklist('abc')).toEqual({ length: false, uppercase: false, lowercase: true, number: false, symbol: false });
    expect(passwordChecklist('ABC 123')).toEqual({ length: false, uppercase: true, lowercase: false, number: true, symbol: false });
    expect(passwordChecklist('#')).toMatchObject({ symbol: true });
  });

  it('counts Arabic letters as letters (neither upper, lower nor symbol) and by character', () => {
    expect(passwordChecklist('كلمةسرية')).toEqual({ length: true, uppercase: false, lowercase: false, number: false, symbol: false });
    expect(validatePassword('كلمةA1b!')).toBeNull();
    expect(validatePassword('كلمة المرور')).toBe('validation:passwordUppercase');
    expect(charLength('😀😀😀😀Aa1!')).toBe(8);
    expect(validatePassword('😀😀😀😀Aa1!')).toBeNull();
  });

  it('does not trim: spaces count towards the length but are not symbols', () => {
    expect(passwordChecklist('  Ab1xyz  ')).toMatchObject({ length: true, symbol: false });
  });

  it('sign-in and confirmation only need a non-empty password', () => {
    expect(validateLoginPassword('')).toBe('validation:passwordRequired');
    expect(validateLoginPassword('weak')).toBeNull();
    expect(validateConfirmPassword('')).toBe('validation:enterPassword');
    expect(validateConfirmPassword('x')).toBeNull();
  });

  it('confirmation must match exactly', () => {
    expect(validatePasswordMatch('Demo@2026', 'Demo@2026')).toBeNull();
    expect(validatePasswordMatch('Demo@2026', 'demo@2026')).toBe('validation:passwordMismatch');
    expect(validatePasswordMatch('Demo@2026', 'Demo@2026 ')).toBe('validation:passwordMismatch');
    expect(validatePasswordMatch('Demo@2026', '')).toBe('validation:confirmPasswordRequired');
  });
});

describe('website', () => {
  it.each(['wasl.dev', 'https://www.wasl.dev', 'http://shop.example.sa/path?q=1&x=2', 'my-store.shop', 'WWW.EXAMPLE.COM'])(
    'accepts %s',
    (site) => expect(validateWebsite(site)).toBeNull(),
  );

  it('needs a 2–4 letter suffix after a dot', () => {
    expect(validateWebsite('example.c')).toBe('validation:websiteInvalid');
    expect(validateWebsite('example.co')).toBeNull();
    expect(validateWebsite('example.info')).toBeNull();
    // SPEC's rule: longer suffixes such as .store are not accepted (documented in the README).
    expect(validateWebsite('example.store')).toBe('validation:websiteInvalid');
    expect(validateWebsite('example.c0m')).toBe('validation:websiteInvalid');
    expect(validateWebsite('example')).toBe('validation:websiteInvalid');
  });

  it('needs a name of 2 to 256 characters', () => {
    expect(validateWebsite('a.com')).toBe('validation:websiteInvalid');
    expect(validateWebsite('ab.com')).toBeNull();
    expect(validateWebsite(`${'a'.repeat(256)}.com`)).toBeNull();
    expect(validateWebsite(`${'a'.repeat(257)}.com`)).toBe('validation:websiteInvalid');
  });

  it('rejects spaces, Arabic domain names and script URLs', () => {
    expect(validateWebsite('my shop.com')).toBe('validation:websiteInvalid');
    expect(validateWebsite('متجر.السعودية')).toBe('validation:websiteInvalid');
    expect(validateWebsite('javascript:alert(1)')).toBe('validation:websiteInvalid');
  });

  it('answers quickly on a long hostile input', () => {
    const started = performance.now();
    expect(validateWebsite('a'.repeat(2000) + '!')).toBe('validation:websiteInvalid');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('is required unless optional', () => {
    expect(validateWebsite('  ')).toBe('validation:websiteRequired');
    expect(validateOptionalWebsite('  ')).toBeNull();
    expect(validateOptionalWebsite('nope')).toBe('validation:websiteInvalid');
  });
});

describe('social links', () => {
  it.each(['https://x.com/nakhla', 'x.com/nakhla', 'instagram.com/nakhla', 'https://www.facebook.com/pages/Nakhla-123', ''])(
    'accepts %j',
    (link) => expect(validateSocialLink(link)).toBeNull(),
  );

  it.each(['javascript:alert(1)', 'ftp://x.com/a', 'https://x', 'https://user:pw@x.com', 'x .com', 'https://x.c', 'نخلة'])(
    'rejects %j',
    (link) => expect(validateSocialLink(link)).toBe('validation:websiteInvalid'),
  );

  it('the website itself keeps the stricter SPEC rule', () => {
    expect(validateWebsite('x.com')).toBe('validation:websiteInvalid');
  });
});

describe('agent name and add-agent form', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(validateAgentName('')).toBe('validation:agentNameRequired');
    expect(validateAgentName('    ')).toBe('validation:agentNameRequired');
    expect(validateAgentName(' Al ')).toBe('validation:agentNameShort');
    expect(validateAgentName(' Ali ')).toBeNull();
    expect(validateAgentName('علي')).toBeNull();
    expect(validateAgentName('عل')).toBe('validation:agentNameShort');
    expect(validateAgentName('x'.repeat(50))).toBeNull();
    expect(validateAgentName('x'.repeat(51))).toBe('validation:agentNameLong');
  });

  it('checks name, e-mail and the confirming password together', () => {
    expect(validateAddAgent({ name: 'Sara Al-Harbi', email: 'sara@wasl.dev', password: 'x' })).toEqual({
      name: null,
      email: null,
      password: null,
    });
    expect(validateAddAgent({ name: 'Sa', email: 'sara', password: '' })).toEqual({
      name: 'validation:agentNameShort',
      email: 'validation:emailInvalid',
      password: 'validation:enterPassword',
    });
  });
});

describe('ticket', () => {
  it('requires topic and description', () => {
    expect(validateTicket({ topic: '', description: '' })).toEqual({
      topic: 'validation:topicRequired',
      description: 'validation:descriptionRequired',
    });
    expect(validateTicket({ topic: '  ', description: '\n' })).toEqual({
      topic: 'validation:topicRequired',
      description: 'validation:descriptionRequired',
    });
    expect(validateTicket({ topic: 'الفواتير', description: 'لا تصل رسائل الفواتير إلى العملاء' })).toEqual({
      topic: null,
      description: null,
    });
  });

  it('bounds the lengths', () => {
    expect(validateTicket({ topic: 'x'.repeat(121), description: 'y'.repeat(2001) })).toEqual({
      topic: 'validation:tooLong',
      description: 'validation:tooLong',
    });
  });
});

describe('profile', () => {
  const address = (line1: string, line2 = '', line3 = '') => ({ Address_line1: line1, Address_line2: line2, Address_line3: line3 });
  const valid: ProfileInput = {
    Business_Name: 'Nakhla Dates',
    Business_Name_ar: 'تمور نخلة',
    Business_Contact: '+966 11 234 5678',
    Business_Email: 'hello@nakhla.sa',
    VAT: '300000000000003',
    Links: { Website: 'nakhla.sa', Facebook: '', Instagram: 'instagram.com/nakhla', Twitter: 'https://x.com/nakhla' },
    Business_Address: address('King Fahd Road 12', 'Al Olaya'),
    Business_Address_ar: address('طريق الملك فهد 12', 'العليا'),
  };

  it('accepts a complete profile', () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it('applies minimum lengths: 3 for names, 5 for address lines', () => {
    expect(validateMinLength('ab', 3)).toBe('validation:minLength3');
    expect(validateMinLength('abc', 3)).toBeNull();
    expect(validateMinLength('abcd', 5)).toBe('validation:minLength5');
    expect(validateMinLength(' abcde ', 5)).toBeNull();
    expect(validateMinLength('', 5)).toBe('validation:required');
    expect(validateMinLength('x'.repeat(257), 3)).toBe('validation:tooLong');
    const errors = validateProfile({
      ...valid,
      Business_Name: 'AB',
      Business_Address: address('Road', 'x'),
    });
    expect(errors).toEqual({
      Business_Name: 'validation:minLength3',
      'Business_Address.Address_line1': 'validation:minLength5',
      'Business_Address.Address_line2': 'validation:minLength5',
    });
  });

  it('mirrors an empty language from the other one before checking', () => {
    const input = { ...valid, Business_Name_ar: '', Business_Address_ar: address('') };
    expect(validateProfile(input)).toEqual({});
    const mirrored = mirrorProfile(input);
    expect(mirrored.Business_Name_ar).toBe('Nakhla Dates');
    expect(mirrored.Business_Address_ar.Address_line1).toBe('King Fahd Road 12');
    const bothEmpty = validateProfile({ ...valid, Business_Name: ' ', Business_Name_ar: '' });
    expect(bothEmpty.Business_Name).toBe('validation:required');
    expect(bothEmpty.Business_Name_ar).toBe('validation:required');
  });

  it('checks contact, e-mail, VAT and links', () => {
    expect(
      validateProfile({
        ...valid,
        Business_Contact: '0112345678',
        Business_Email: 'hello@',
        VAT: '12345',
        Links: { ...valid.Links, Twitter: 'not a link' },
      }),
    ).toEqual({
      Business_Contact: 'validation:phoneInvalid',
      Business_Email: 'validation:emailInvalid',
      VAT: 'validation:vatInvalid',
      'Links.Twitter': 'validation:websiteInvalid',
    });
  });

  it('reads a VAT number typed in Arabic digits', () => {
    expect(validateVat('٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣')).toBeNull();
    expect(validateVat('300000000000004')).toBe('validation:vatInvalid');
    expect(validateVat('30000000000003')).toBe('validation:vatInvalid');
    expect(validateVat('')).toBe('validation:required');
  });

  it('business name for onboarding', () => {
    expect(validateBusinessName(' ')).toBe('validation:businessNameRequired');
    expect(validateBusinessName('ST')).toBe('validation:minLength3');
    expect(validateBusinessName('STC')).toBeNull();
    expect(validateBusinessName('نخلة')).toBeNull();
  });
});

describe('logo', () => {
  it('is required to continue onboarding', () => {
    expect(validateLogo(null)).toBe('validation:logoRequired');
    expect(validateLogo(undefined)).toBe('validation:logoRequired');
    expect(validateLogo('')).toBe('validation:logoRequired');
    expect(validateLogo('/merchant/v1.0/uploads/abc.png')).toBeNull();
  });

  it('accepts SVG, PNG and JPG up to 2 MB', () => {
    expect(validateLogo({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateLogo({ type: 'image/svg+xml', size: 2 * 1024 * 1024 })).toBeNull();
    expect(validateLogo({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('validation:logoTooLarge');
    expect(validateLogo({ type: 'image/gif', size: 10 })).toBe('validation:logoType');
    expect(validateLogo({ type: 'image/png', size: 0 })).toBe('validation:logoRequired');
  });
});

describe('validateHttpUrl', () => {
  it('accepts absolute http(s) URLs and, where asked, our upload paths', () => {
    expect(validateHttpUrl('https://nakhla.sa/offers?x=1#y')).toBeNull();
    expect(validateHttpUrl('HTTP://NAKHLA.SA')).toBeNull();
    expect(validateHttpUrl('')).toBeNull();
    expect(validateHttpUrl('/merchant/v1.0/uploads/0123456789abcdef0123456789abcdef.jpg')).toBe('validation:urlInvalid');
    expect(validateHttpUrl('/merchant/v1.0/uploads/0123456789abcdef0123456789abcdef.jpg', { uploads: true })).toBeNull();
  });
  it('refuses script, data and file URLs, relative and credentialed ones', () => {
    for (const bad of [
      'javascript:alert(1)',
      'jAvAsCrIpT:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:x',
      'data:text/html,<b>',
      'blob:https://a.sa/x',
      'file:///etc/passwd',
      'mailto:a@b.sa',
      'nakhla.sa',
      '//nakhla.sa',
      '/offers',
      'https://a:b@nakhla.sa',
      'https://',
      'https:// nakhla.sa',
    ]) {
      expect(validateHttpUrl(bad, { uploads: true }), bad).toBe('validation:urlInvalid');
    }
  });
});

describe('validateRetentionDays (issue 23)', () => {
  it('keeps forever with null, accepts whole days from 30 to 3650 and refuses the rest with one key', () => {
    for (const ok of [null, 30, 90, 365, 3650]) expect(validateRetentionDays(ok), String(ok)).toBeNull();
    for (const bad of [0, 29, 3651, 90.5, -30, Number.NaN, Number.POSITIVE_INFINITY])
      expect(validateRetentionDays(bad), String(bad)).toBe('validation:retentionDays');
  });
});
