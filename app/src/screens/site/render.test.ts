/**
 * The prerender contract: every public page renders to HTML in node (no window, no document, no
 * data fetching), in both languages, with its strings translated (no raw keys left).
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLANS, withVat } from '@wasl/api/models';
import { I18nProvider } from 'react-aria-components';
import { createI18n, I18nextProvider } from '@wasl/i18n';
import { AboutUs } from './AboutUs';
import { Contact } from './Contact';
import { Demo } from './Demo';
import { Faq } from './Faq';
import { Landing } from './Landing';
import { Privacy, Terms } from './Legal';
import { Pricing } from './Pricing';
import { Sandbox } from './Sandbox';

const pages: Record<string, ComponentType> = { Landing, Pricing, Faq, AboutUs, Contact, Terms, Privacy, Sandbox, Demo };
const render = (Page: ComponentType, locale: 'en' | 'ar') =>
  // Only the i18n and locale providers: WaslProvider also writes lang/dir on <html>, which is the
  // prerender entry's business, not the pages'.
  renderToString(
    createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(I18nProvider, { locale, children: createElement(Page) })),
  );

describe.each(['en', 'ar'] as const)('public pages in %s', (locale) => {
  it.each(Object.keys(pages))('%s renders without the browser, every string translated', (name) => {
    expect(typeof window).toBe('undefined');
    const html = render(pages[name]!, locale);
    expect(html).toContain('<h1');
    // An untranslated key would print as `landing.x.y` or `site:...`.
    expect(html).not.toMatch(/>\s*(?:site:|account:)?[a-z]+(?:\.[a-zA-Z_]+){1,3}\s*</);
  });
});

describe('landing', () => {
  it('has the #services and #features anchors the footer links to, the offer and the 2028 vision', () => {
    const en = render(Landing, 'en');
    expect(en).toContain('id="services"');
    expect(en).toContain('id="features"');
    expect(en).toContain('Two months free, no credit card');
    expect(en).toContain('By 2028');
    expect(render(Landing, 'ar')).toContain('٢٠٢٨');
  });
});

describe('pricing', () => {
  it('shows every plan of the one catalogue with its SAR price and the with-VAT price', () => {
    const html = render(Pricing, 'en').replace(/\u00a0/g, ' ');
    for (const plan of PLANS) {
      expect(html).toContain(plan.name);
      if (plan.price > 0) {
        expect(html).toContain(plan.price.toLocaleString('en'));
        expect(html).toContain(withVat(plan.price).toLocaleString('en', { minimumFractionDigits: 2 }));
      }
    }
    expect(html).toContain('VAT of 15%');
    expect(render(Pricing, 'ar')).toContain(PLANS[1]!.name_ar);
  });
});
