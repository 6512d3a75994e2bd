import { describe, expect, it } from 'vitest';
import { catalogue, translate } from './catalogue';
import { createI18n, resources } from './i18n';

describe('catalogue (React-free)', () => {
  it('holds exactly the files the app bundles', () => {
    expect(catalogue).toEqual(resources);
  });

  it('translates nested keys in both locales', () => {
    expect(translate('en', 'data:status.order.reached_nearest_hub')).toBe('Reached nearest hub');
    expect(translate('ar', 'data:status.order.reached_nearest_hub')).toBe('وصل إلى أقرب مركز');
  });

  it('fills {{vars}} and picks plural forms by count exactly as the app i18next instance does', () => {
    for (const locale of ['en', 'ar'] as const) {
      const i18n = createI18n(locale);
      for (const count of [0, 1, 2, 3, 11, 100, 101]) {
        expect(translate(locale, 'data:avatar.more', { count }), `${locale} ${count}`).toBe(i18n.t('data:avatar.more', { count }));
      }
      expect(translate(locale, 'data:avatar.withStatus', { name: 'Sara', status: 'x' })).toBe(
        i18n.t('data:avatar.withStatus', { name: 'Sara', status: 'x' }),
      );
    }
    expect(translate('ar', 'data:avatar.more', { count: 3 })).toBe('3 أشخاص آخرين');
    expect(translate('en', 'data:avatar.more', { count: 1 })).toBe('1 more person');
  });

  it('leaves an unknown variable visible and answers an unknown key with the key', () => {
    expect(translate('en', 'data:avatar.withStatus', { name: 'Sara' })).toBe('Sara, {{status}}');
    expect(translate('ar', 'data:no.such.key')).toBe('data:no.such.key');
    expect(translate('en', 'nowhere:key')).toBe('nowhere:key');
  });
});
