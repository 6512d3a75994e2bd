import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorContexts, errorDialogTitle, errorKeys, knownMessageKey, messageKeyFor, successKeys } from './errors';

const strings = (lng: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${lng}/errors.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

function flatten(node: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
}

const en = flatten(strings('en'));
const ar = flatten(strings('ar'));
const text = (key: string) => en[key.replace(/^errors:/, '')];

describe('errors.json', () => {
  it('has exactly the catalogue keys in both languages', () => {
    const keys = errorKeys.map((key) => key.replace(/^errors:/, '')).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(ar).sort()).toEqual(keys);
  });

  it('words SPEC §8 texts as the spec does', () => {
    expect(text('errors:addAgent.401')).toBe('Incorrect password!');
    expect(text('errors:addAgent.409')).toBe('E-mail already exists');
    expect(text('errors:addAgent.other')).toBe('Unknown Error');
    expect(text('errors:addAgent.successTitle')).toBe('Success!');
    expect(text('errors:dialogTitle')).toBe('Error code {{status}}');
    expect(text('errors:sessionExpired')).toBe('Session Expired');
    expect(text('errors:somethingWentWrong')).toBe('Something went wrong');
    expect(text('errors:success.dataUpdated')).toBe('Data updated successfully');
    expect(text('errors:success.quickMessageAdded')).toBe('Quick message added');
    expect(text('errors:auth.404')).toBe('Account does not exist, register instead');
    expect(text('errors:integration.orderIdInUse')).toBe('Order ID already in use');
  });

  it('has Arabic texts in Arabic script that keep the placeholders', () => {
    for (const [key, value] of Object.entries(ar)) {
      expect(value, key).toMatch(/[\u0600-\u06FF]/);
      const placeholders = (s: string | undefined) => (s ?? '').match(/\{\{\w+\}\}/g) ?? [];
      expect(placeholders(value), key).toEqual(placeholders(en[key]));
    }
  });

  it('maps every success key onto an existing key', () => {
    for (const key of Object.values(successKeys)) expect(errorKeys).toContain(key);
  });
});

describe('messageKeyFor', () => {
  it('add agent: 401 incorrect password, 409 e-mail exists, anything else unknown error', () => {
    expect(messageKeyFor('addAgent', 401)).toBe('errors:addAgent.401');
    expect(messageKeyFor('addAgent', 409, 'some server text')).toBe('errors:addAgent.409');
    expect(messageKeyFor('addAgent', 500)).toBe('errors:addAgent.other');
    expect(messageKeyFor('addAgent', 418)).toBe('errors:addAgent.other');
    expect(errorDialogTitle(409)).toEqual({ key: 'errors:dialogTitle', values: { status: 409 } });
  });

  it('password-confirmed actions say the password is wrong on 401', () => {
    expect(messageKeyFor('removeAgent', 401)).toBe('errors:addAgent.401');
    expect(messageKeyFor('apiKey', 401)).toBe('errors:addAgent.401');
    expect(messageKeyFor('apiKey', 500)).toBe('errors:somethingWentWrong');
  });

  it('auth: every status of SPEC §8, 403 meaning an expired link', () => {
    expect(messageKeyFor('auth', 400)).toBe('errors:auth.400');
    expect(messageKeyFor('auth', 401)).toBe('errors:auth.401');
    expect(messageKeyFor('auth', 403)).toBe('errors:auth.403');
    expect(messageKeyFor('auth', 404)).toBe('errors:auth.404');
    expect(messageKeyFor('auth', 409)).toBe('errors:auth.409');
    expect(messageKeyFor('auth', 429)).toBe('errors:auth.429');
    expect(messageKeyFor('auth', 500)).toBe('errors:auth.500');
    expect(messageKeyFor('auth', 502)).toBe('errors:auth.500');
  });

  it('a 400 carrying a validation key names the field problem', () => {
    expect(messageKeyFor('auth', 400, 'validation:passwordSymbol')).toBe('validation:passwordSymbol');
    expect(messageKeyFor('general', 400, 'validation:emailInvalid')).toBe('validation:emailInvalid');
    expect(messageKeyFor('auth', 400, 'Bad stuff')).toBe('errors:auth.400');
  });

  it('403 anywhere but auth is the session ending', () => {
    for (const context of errorContexts.filter((c) => c !== 'auth'))
      expect(messageKeyFor(context, 403), context).toBe('errors:sessionExpired');
  });

  it('no response (status 0) is a network error in every context', () => {
    for (const context of errorContexts) expect(messageKeyFor(context, 0), context).toBe('errors:network');
  });

  it("integration: the server's keys (SPEC texts) come first, otherwise 401/500 texts", () => {
    expect(messageKeyFor('integration', 404, 'errors:integration.orderNotFound')).toBe('errors:integration.orderNotFound');
    expect(messageKeyFor('integration', 409, 'errors:integration.orderIdInUse')).toBe('errors:integration.orderIdInUse');
    expect(messageKeyFor('integration', 402, 'errors:integration.insufficientBalance')).toBe('errors:integration.insufficientBalance');
    expect(messageKeyFor('integration', 401, 'errors:integration.invalidKey')).toBe('errors:integration.invalidKey');
    expect(messageKeyFor('integration', 401)).toBe('errors:integration.401');
    expect(messageKeyFor('integration', 401, 'Unauthorized')).toBe('errors:integration.401');
    expect(messageKeyFor('integration', 500)).toBe('errors:integration.500');
  });

  it('order resend failures say so', () => {
    expect(messageKeyFor('orderResend', 409)).toBe('errors:order.resendError');
    expect(messageKeyFor('orderResend', 500)).toBe('errors:order.resendError');
    expect(messageKeyFor('orderResend', 409, 'errors:resendFailed')).toBe('errors:resendFailed');
  });

  it('campaign, trash and chatbot show the server’s key, never its raw text (it would be untranslated)', () => {
    expect(messageKeyFor('campaign', 409, 'Campaign is not pending')).toBe('errors:somethingWentWrong');
    expect(messageKeyFor('trash', 404, '  ')).toBe('errors:somethingWentWrong');
    expect(messageKeyFor('chatbot', 500)).toBe('errors:somethingWentWrong');
    expect(messageKeyFor('campaign', 402, 'errors:insufficientCoins')).toBe('errors:insufficientCoins');
  });

  it('general failures use the status texts or the server key', () => {
    expect(messageKeyFor('general', 404)).toBe('errors:status.404');
    expect(messageKeyFor('general', 429)).toBe('errors:status.429');
    expect(messageKeyFor('general', 503)).toBe('errors:status.500');
    expect(messageKeyFor('general', 418)).toBe('errors:somethingWentWrong');
    expect(messageKeyFor('general', 409, 'errors:orderTransitionNotAllowed')).toBe('errors:orderTransitionNotAllowed');
    expect(messageKeyFor('general', 409, 'free text from a proxy')).toBe('errors:status.409');
  });

  it('recognises keys and ignores free text', () => {
    expect(knownMessageKey('errors:linkExpired')).toBe('errors:linkExpired');
    expect(knownMessageKey('errors:phoneInUse')).toBe('errors:phoneInUse');
    // Key-shaped but outside the two catalogues the server answers from: not shown as is.
    expect(knownMessageKey('campaigns:somethingNew')).toBeUndefined();
    expect(knownMessageKey('errors:status.404')).toBe('errors:status.404');
    expect(knownMessageKey('validation:tooLong')).toBe('validation:tooLong');
    expect(knownMessageKey('Not found')).toBeUndefined();
    expect(knownMessageKey('http://x:1')).toBeUndefined();
    expect(knownMessageKey(undefined)).toBeUndefined();
  });
});
