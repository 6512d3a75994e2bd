import { describe, expect, it } from 'vitest';
import { quickReducer, validateQuick } from './quickMessages';

const a = { key: 'hello', content: 'Hello! How can we help?' };
const b = { key: 'hours', content: 'We open 9–5.' };
const c = { key: 'thanks', content: 'Thank you!' };

describe('quick messages', () => {
  it('adds trimmed, updates, removes', () => {
    expect(quickReducer([a], { type: 'add', message: { key: ' hours ', content: ' We open 9–5. ' } })).toEqual([a, b]);
    expect(quickReducer([a, b], { type: 'update', index: 1, message: c })).toEqual([a, c]);
    expect(quickReducer([a, b], { type: 'update', index: 5, message: c })).toEqual([a, b]);
    expect(quickReducer([a, b, c], { type: 'remove', index: 1 })).toEqual([a, c]);
  });

  it('reorders one step at a time, never past either end', () => {
    expect(quickReducer([a, b, c], { type: 'move', index: 2, by: -1 })).toEqual([a, c, b]);
    expect(quickReducer([a, b, c], { type: 'move', index: 0, by: 1 })).toEqual([b, a, c]);
    expect(quickReducer([a, b, c], { type: 'move', index: 0, by: -1 })).toEqual([a, b, c]);
    expect(quickReducer([a, b, c], { type: 'move', index: 2, by: 1 })).toEqual([a, b, c]);
  });

  it('requires a title and a content, and a title of its own', () => {
    expect(validateQuick({ key: ' ', content: '' }, [], null)).toEqual({ key: 'validation:required', content: 'validation:required' });
    expect(validateQuick({ key: 'HELLO', content: 'x' }, [a], null).key).toBe('agents:quick.keyTaken');
    expect(validateQuick({ key: 'hello', content: 'x' }, [a], 0).key).toBeNull();
    expect(validateQuick({ key: 'x'.repeat(51), content: 'x'.repeat(1001) }, [], null)).toEqual({
      key: 'validation:tooLong',
      content: 'validation:tooLong',
    });
    // Counted in characters, as the server counts (QUICK_MESSAGE_LIMITS): 50 emoji are 100 UTF-16 units.
    expect(validateQuick({ key: '🌴'.repeat(50), content: 'ش'.repeat(1000) }, [], null)).toEqual({ key: null, content: null });
  });
});
