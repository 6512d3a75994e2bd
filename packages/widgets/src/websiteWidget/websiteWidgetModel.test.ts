import { describe, expect, it } from 'vitest';
import { WIDGET_DEFAULTS, WIDGET_INK, WIDGET_LIMITS, widgetInk, widgetLanguageOf, widgetSnippet } from '@wasl/api/models';
import { contrastRatio } from '@wasl/tokens/contrast';
import { draftOf, draftProblems, previewOf } from './websiteWidgetModel';

describe('website widget model', () => {
  it('starts from the defaults, or from what is saved', () => {
    expect(draftOf({ settings: null })).toEqual(WIDGET_DEFAULTS);
    const saved = { ...WIDGET_DEFAULTS, color: '#000000' };
    expect(draftOf({ settings: saved })).toBe(saved);
  });

  it('names each field’s problem with the server’s keys', () => {
    const draft = draftOf({ settings: null });
    expect(draftProblems(draft)).toEqual({});
    expect(
      draftProblems({
        ...draft,
        color: 'red',
        label: { en: ' ', ar: 'x'.repeat(WIDGET_LIMITS.label + 1) },
        message: { en: 'x'.repeat(WIDGET_LIMITS.message + 1), ar: 'x'.repeat(WIDGET_LIMITS.message) },
      }),
    ).toEqual({
      color: 'validation:colourInvalid',
      labelEn: 'validation:required',
      labelAr: 'validation:tooLong',
      messageEn: 'validation:tooLong',
    });
  });

  it('previews the link, label, side and ink the script shows', () => {
    const draft = { ...draftOf({ settings: null }), color: '#ffcc00', message: { en: 'Hi <b>&', ar: 'مرحبا' } };
    expect(previewOf(draft, 'ar', '+966 50 123 4567')).toEqual({
      lang: 'ar',
      dir: 'rtl',
      position: 'end',
      label: WIDGET_DEFAULTS.label.ar,
      href: `https://wa.me/966501234567?text=${encodeURIComponent('مرحبا')}`,
      background: '#ffcc00',
      ink: WIDGET_INK.dark,
    });
    expect(previewOf(draft, 'en', '+966501234567').href).toBe('https://wa.me/966501234567?text=Hi%20%3Cb%3E%26');
    expect(previewOf(draft, 'en', null).href).toBeNull();
    expect(previewOf(draft, 'en', '12').href).toBeNull();
  });

  it('picks the ink that contrasts more, as the tokens’ WCAG formula says (every 4th step of each channel)', () => {
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          const best = contrastRatio(WIDGET_INK.light, hex) >= contrastRatio(WIDGET_INK.dark, hex) ? WIDGET_INK.light : WIDGET_INK.dark;
          expect(widgetInk(hex), hex).toBe(best);
        }
  });

  it('reads the page language and writes the snippet', () => {
    expect(widgetLanguageOf('ar-SA')).toBe('ar');
    expect(widgetLanguageOf('AR')).toBe('ar');
    expect(widgetLanguageOf('en-GB')).toBe('en');
    expect(widgetLanguageOf('')).toBe('en');
    expect(widgetSnippet('https://app.wasl.dev', 'abcdefghijklmnopqrstuv')).toBe(
      '<script src="https://app.wasl.dev/public/v1.0/widget.js" data-wasl-widget="abcdefghijklmnopqrstuv" async></script>',
    );
  });
});
