/**
 * Survey fixtures for the survey widgets' stories: a realistic form in both languages, its
 * customer sentences (the server's catalogue strings), analytics and responses with fixed dates,
 * and hostile versions (every text from fixtures/hostile-strings.json).
 */
import type { SurveyAnalytics, SurveyResponse } from '@wasl/api/types';
import { catalogue } from '@wasl/i18n/catalogue';
import hostile from './fixtures/hostile-strings.json';

export const surveyForm = {
  enabled: true,
  questions: [
    {
      id: 'delivery',
      en: 'How was your delivery?',
      ar: 'كيف كانت تجربة التوصيل؟',
      options: [
        { id: 'great', en: 'Great', ar: 'ممتازة' },
        { id: 'ok', en: 'OK', ar: 'مقبولة' },
        { id: 'bad', en: 'Bad', ar: 'سيئة' },
      ],
    },
    {
      id: 'channel',
      en: 'Where did you hear about us?',
      ar: 'كيف عرفت عنا؟',
      options: [
        { id: 'friend', en: 'A friend', ar: 'صديق' },
        { id: 'insta', en: 'Instagram', ar: 'إنستغرام' },
        { id: 'search', en: 'Search engine', ar: 'محرك البحث' },
        { id: 'other', en: 'Other', ar: 'غير ذلك' },
      ],
    },
  ],
};

type Texts = { listButton: string; commentPrompt: string; skip: string; thanks: string };
/** The server's sentences (the same catalogue entries: survey:customer.*). */
export const customerTexts = {
  en: (catalogue.en.survey as { customer: Texts }).customer,
  ar: (catalogue.ar.survey as { customer: Texts }).customer,
};

const strings = Object.values(hostile).flatMap((v) => (Array.isArray(v) ? (v as string[]) : []));
const arabic = strings.filter((s) => /[\u0600-\u06FF]/.test(s));

/** Every hostile string as a question or option text (options cut to WhatsApp's 24 characters). */
export const hostileForm = {
  enabled: true,
  questions: [0, 1, 2].map((k) => ({
    id: `h${k}`,
    en: strings[(k * 7) % strings.length]!.slice(0, 300),
    ar: arabic[k % arabic.length]!.slice(0, 300),
    options: [0, 1, 2, 3].map((i) => ({
      id: `o${i}`,
      en: [...strings[(k * 4 + i + 3) % strings.length]!].slice(0, 24).join('') || 'x',
      ar: [...arabic[(k + i) % arabic.length]!].slice(0, 24).join('') || 'س',
    })),
  })),
};

export const surveyAnalytics: SurveyAnalytics = {
  total: 142,
  summary: { positive: 88, negative: 21, neutral: 33 },
  questions: [
    {
      ...surveyForm.questions[0]!,
      answered: 142,
      options: [
        { ...surveyForm.questions[0]!.options[0]!, count: 90 },
        { ...surveyForm.questions[0]!.options[1]!, count: 31 },
        { ...surveyForm.questions[0]!.options[2]!, count: 21 },
      ],
    },
    {
      ...surveyForm.questions[1]!,
      answered: 120,
      options: surveyForm.questions[1]!.options.map((o, i) => ({ ...o, count: [54, 40, 20, 6][i]! })),
    },
  ],
};

export const emptyAnalytics: SurveyAnalytics = {
  total: 0,
  summary: { positive: 0, negative: 0, neutral: 0 },
  questions: surveyAnalytics.questions.map((q) => ({ ...q, answered: 0, options: q.options.map((o) => ({ ...o, count: 0 })) })),
};

export const hostileAnalytics: SurveyAnalytics = {
  total: 9_999_999,
  summary: { positive: 9_999_990, negative: 9, neutral: 0 },
  questions: hostileForm.questions.map((q) => ({
    ...q,
    answered: 9_999_999,
    options: q.options.map((o, i) => ({ ...o, count: i === 0 ? 9_999_999 : 0 })),
  })),
};

export const surveyResponses: SurveyResponse[] = [
  {
    id: 1,
    contact: '+966501234567',
    order_id: 'NKH-1042',
    answers: [
      { question_id: 'delivery', option_id: 'great' },
      { question_id: 'channel', option_id: 'insta' },
    ],
    comment: 'Fast delivery, thank you!',
    sentiment: 'positive',
    created_at: '2026-11-02T09:15:00Z',
  },
  {
    id: 2,
    contact: '+966551112233',
    order_id: 'NKH-1043',
    answers: [{ question_id: 'delivery', option_id: 'bad' }],
    comment: 'تأخر الطلب كثيرًا',
    sentiment: 'negative',
    created_at: '2026-11-01T18:40:00Z',
  },
  {
    id: 3,
    contact: '+971501234567',
    order_id: null,
    answers: [
      { question_id: 'delivery', option_id: 'ok' },
      { question_id: 'channel', option_id: 'gone' },
    ],
    comment: '',
    sentiment: 'neutral',
    created_at: '2026-10-30T12:00:00Z',
  },
];

export const hostileResponses: SurveyResponse[] = hostileForm.questions.map((q, i) => ({
  id: 10 + i,
  contact: strings[(i + 11) % strings.length]!,
  order_id: strings[(i + 5) % strings.length]!,
  answers: [{ question_id: q.id, option_id: 'o0' }],
  comment: strings[(i * 3 + 1) % strings.length]!,
  sentiment: (['positive', 'negative', 'neutral'] as const)[i % 3]!,
  created_at: '2026-11-02T09:15:00Z',
}));
