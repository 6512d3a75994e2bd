import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { translateData } from './typed';

describe('translateData', () => {
  it("translates a key built from data in the instance's language, with its variables", () => {
    const i18n = createI18n('ar');
    expect(translateData(i18n, 'common:product.version', { version: '1.2' })).toBe('الإصدار 1.2');
    expect(translateData(createI18n('en'), 'pickers:color.series1')).toBe('Teal');
  });

  it('answers undefined, never the raw key, for a key the catalogue does not have', () => {
    const i18n = createI18n('en');
    expect(translateData(i18n, 'data:kbd.cap.meta')).toBeUndefined();
    expect(translateData(i18n, 'nowhere:key')).toBeUndefined();
  });
});
