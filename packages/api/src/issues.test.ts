import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, issueMessageKey } from './issues';
import { routes } from './routes';

const firstKey = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return issueMessageKey(result.error.issues[0]!);
};

describe('zod issues as translation keys', () => {
  it('keeps the contract keys', () => {
    expect(firstKey(routes.login.body, { email: 'nope', password: 'x' })).toBe('validation:emailInvalid');
  });

  it('maps zod built-in issues to generic keys', () => {
    expect(firstKey(z.object({ name: z.string() }), {})).toBe('validation:required');
    expect(firstKey(z.object({ name: z.string() }), { name: 5 })).toBe('validation:invalid');
    expect(firstKey(z.string().min(1), '')).toBe('validation:required');
    expect(firstKey(z.string().min(3), 'ab')).toBe('validation:minLength3');
    expect(firstKey(z.string().min(5), 'ab')).toBe('validation:minLength5');
    expect(firstKey(z.string().max(3), 'abcd')).toBe('validation:tooLong');
    expect(firstKey(z.array(z.string()).max(1), ['a', 'b'])).toBe('validation:tooMany');
    expect(firstKey(z.array(z.string()).min(2), ['a'])).toBe('validation:tooFew');
    expect(firstKey(z.number().max(10), 11)).toBe('validation:outOfRange');
    expect(firstKey(z.strictObject({}), { isAdmin: true })).toBe('validation:unknownField');
    expect(firstKey(z.enum(['a', 'b']), 'c')).toBe('validation:invalid');
  });

  it('lists the first problem of each field by path', () => {
    const result = routes.createSection.body.safeParse({ name: 'ab', color: 'teal', start: '09:00', end: '17:00', extra: 1 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'validation:minLength3',
      color: 'validation:colourInvalid',
      '': 'validation:unknownField',
    });
  });
});
