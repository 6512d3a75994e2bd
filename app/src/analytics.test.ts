import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsTarget } from './analytics';

describe('page views (SPEC §2)', () => {
  it('loads nothing and sends nothing when no id is configured', () => {
    const target: AnalyticsTarget = {};
    const addScript = vi.fn();
    const report = createAnalytics({}, target, addScript);
    report('/dashboard', 'Dashboard');
    expect(addScript).not.toHaveBeenCalled();
    expect(target).toEqual({});
  });

  it('loads each configured service once and reports every route change', () => {
    const target: AnalyticsTarget = {};
    const addScript = vi.fn();
    const report = createAnalytics({ gtm: 'GTM-TEST', pixel: '123' }, target, addScript);
    report('/dashboard', 'Dashboard');
    report('/orders', 'Orders');
    expect(addScript.mock.calls.map(([src]) => src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(target.dataLayer?.filter((entry) => (entry as { event: string }).event === 'page_view')).toEqual([
      { event: 'page_view', page_path: '/dashboard', page_title: 'Dashboard' },
      { event: 'page_view', page_path: '/orders', page_title: 'Orders' },
    ]);
    expect((target.fbq as unknown as { queue: unknown[][] }).queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
  });

  it('reports to the tag manager alone when only its id is set', () => {
    const target: AnalyticsTarget = {};
    const addScript = vi.fn();
    createAnalytics({ gtm: 'GTM-ONLY' }, target, addScript)('/', 'Wasl');
    expect(addScript).toHaveBeenCalledTimes(1);
    expect(target.fbq).toBeUndefined();
  });
});
