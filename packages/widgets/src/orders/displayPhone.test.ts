import { describe, expect, it } from 'vitest';
import { displayPhone } from './displayPhone';

describe('displayPhone', () => {
  it('drops direction marks and embeddings, keeps digits of any script', () => {
    expect(displayPhone('\u200f+966 55 123 4567\u200e')).toBe('+966 55 123 4567');
    expect(displayPhone('\u202e٠٥٥١٢٣٤٥٦٧\u202c')).toBe('٠٥٥١٢٣٤٥٦٧');
    expect(displayPhone('\u2067+966\u2069 (55)')).toBe('+966 (55)');
    expect(displayPhone('00966551234567')).toBe('00966551234567');
  });
});
