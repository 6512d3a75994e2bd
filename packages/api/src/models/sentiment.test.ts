import { describe, expect, it } from 'vitest';
import { classifySentiment, normaliseArabic, sentimentScore } from './sentiment';

const cases: [string, 'positive' | 'negative' | 'neutral'][] = [
  // English
  ['Fast delivery, thank you!', 'positive'],
  ['Great quality as always.', 'positive'],
  ['Very helpful agent.', 'positive'],
  ['The order arrived damaged.', 'negative'],
  ['Wrong item delivered.', 'negative'],
  ['Delivery was OK.', 'neutral'],
  ['Average experience.', 'neutral'],
  ['not good at all', 'negative'],
  ['not bad', 'positive'],
  ['never late, always on time', 'positive'],
  ['The driver was rude and the box was broken 😡', 'negative'],
  ['👍', 'positive'],
  ['I ordered on Monday', 'neutral'],
  ['', 'neutral'],
  ['Good product but very slow delivery', 'negative'],
  ['LOVED IT', 'positive'],
  // Arabic (MSA and Gulf)
  ['خدمة ممتازة وسرعة في الرد', 'positive'],
  ['المنتج رائع والتغليف أنيق', 'positive'],
  ['تأخر الرد كثيرًا', 'negative'],
  ['لم يتم حل مشكلتي', 'negative'],
  ['الطلب وصل', 'neutral'],
  ['مو زين، المنتج مكسور', 'negative'],
  ['مب سيء', 'positive'],
  ['كفو والله يعطيكم العافية', 'positive'],
  ['الطلب خايس وغالي', 'negative'],
  ['ما عندي ملاحظات', 'neutral'],
  ['ممتاز جدا 😍', 'positive'],
  ['للأسف وصل متأخر', 'negative'],
  // The rules beyond word weights (none of these is in the labelled sets)
  ['Nice colour but the zip broke on day two', 'negative'], // after "but" weighs double
  ['Pricey but worth it', 'positive'],
  ['Not terrible, not amazing either', 'neutral'], // a negated strong word counts 1
  ['They never replied to my email', 'negative'], // a negated service word is a complaint
  ['They replied to my email', 'neutral'],
  ['Wonderful, my third missing parcel 🙄', 'negative'], // sarcasm marker
  ['Any update on my refund??', 'negative'],
  ['الطعم حلو بس الكمية قليلة ومكسورة', 'negative'],
  ['محد رد على الإيميل', 'negative'],
  ['رد علي الموظف', 'neutral'],
  ['اتصلوا بعد ما وصلت البيت', 'neutral'], // "بعد ما" is "after", not a negation
  ['wallah mumtaz', 'positive'], // Arabizi
  ['el service mo 7elo', 'negative'],
];

describe('classifySentiment (lexicon, English and Arabic)', () => {
  it.each(cases)('%s → %s', (text, label) => {
    expect(classifySentiment(text)).toBe(label);
  });

  it('is deterministic and total: hostile text is neutral or a label, never a throw', () => {
    for (const s of ['<script>alert(1)</script>', '=HYPERLINK("x")', '\u202Eabc\u202C', 'ـــــ', '٠١٢٣', 'a'.repeat(10_000)]) {
      expect(['positive', 'negative', 'neutral']).toContain(classifySentiment(s));
      expect(classifySentiment(s)).toBe(classifySentiment(s));
    }
  });

  it('normalises Arabic letter forms, diacritics and tatweel', () => {
    expect(normaliseArabic('مُمْتـــازة')).toBe('ممتازه');
    expect(normaliseArabic('أإآى')).toBe('اااي');
    expect(sentimentScore('ممتـــازة')).toBeGreaterThan(0);
  });

  it('an intensifier doubles the next word', () => {
    expect(sentimentScore('very good')).toBe(2 * sentimentScore('good'));
    expect(sentimentScore('جيد جدا')).toBe(sentimentScore('جيد'));
    expect(sentimentScore('مرة حلو')).toBe(2 * sentimentScore('حلو'));
  });
});
