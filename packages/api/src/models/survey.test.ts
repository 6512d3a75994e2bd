import { describe, expect, it } from 'vitest';
import { matchSurveyReply, surveyChoicesOf, surveyProblems, surveyReplyId, surveySentiment, SURVEY_LIMITS } from './survey';

const delivery = {
  id: 'delivery',
  en: 'How was your delivery?',
  ar: 'كيف كانت تجربة التوصيل؟',
  options: [
    { id: 'great', en: 'Great', ar: 'ممتازة' },
    { id: 'ok', en: 'OK', ar: 'مقبولة' },
    { id: 'bad', en: 'Bad', ar: 'سيئة' },
  ],
};
const opt = (i: number, title = `Option ${i}`) => ({ id: `o${i}`, en: title, ar: `خيار ${i}` });

describe('surveyChoicesOf', () => {
  it('sends up to 3 short options as reply buttons, in the language asked', () => {
    expect(surveyChoicesOf(delivery, 'ar')).toEqual({
      kind: 'buttons',
      choices: [
        { id: 'survey:delivery:great', title: 'ممتازة' },
        { id: 'survey:delivery:ok', title: 'مقبولة' },
        { id: 'survey:delivery:bad', title: 'سيئة' },
      ],
    });
  });
  it('a fourth option, or a title longer than a button holds, makes it a list', () => {
    expect(surveyChoicesOf({ ...delivery, options: [1, 2, 3, 4].map((i) => opt(i)) }, 'en').kind).toBe('list');
    expect(surveyChoicesOf({ ...delivery, options: [opt(1, 'x'.repeat(21)), opt(2)] }, 'en').kind).toBe('list');
    expect(surveyChoicesOf({ ...delivery, options: [opt(1, 'x'.repeat(20)), opt(2)] }, 'en').kind).toBe('buttons');
  });
});

describe('matchSurveyReply', () => {
  it('reads a tapped choice by its id', () => {
    expect(matchSurveyReply(delivery, { replyId: surveyReplyId('delivery', 'bad'), text: 'Bad' })).toBe('bad');
  });
  it('ignores a tapped id of another question and falls back on the text', () => {
    expect(matchSurveyReply(delivery, { replyId: 'survey:other:great', text: 'nothing' })).toBeUndefined();
    expect(matchSurveyReply(delivery, { replyId: 'survey:other:great', text: 'OK' })).toBe('ok');
  });
  it('reads typed titles in either language, and numbers (Latin or Arabic-Indic)', () => {
    expect(matchSurveyReply(delivery, { text: '  great! ' })).toBe('great');
    expect(matchSurveyReply(delivery, { text: 'ممتازه' })).toBe('great');
    expect(matchSurveyReply(delivery, { text: '3' })).toBe('bad');
    expect(matchSurveyReply(delivery, { text: '٢' })).toBe('ok');
    expect(matchSurveyReply(delivery, { text: '4' })).toBeUndefined();
    expect(matchSurveyReply(delivery, { text: 'the box was great' })).toBeUndefined();
    expect(matchSurveyReply(delivery, { text: '' })).toBeUndefined();
  });
});

describe('surveySentiment', () => {
  it('takes the comment when it says something', () => {
    expect(surveySentiment('The box was damaged', [{ question_id: 'delivery', option_id: 'great' }], [delivery])).toBe('negative');
  });
  it('else the chosen options', () => {
    expect(surveySentiment('', [{ question_id: 'delivery', option_id: 'great' }], [delivery])).toBe('positive');
    expect(surveySentiment('ok', [{ question_id: 'delivery', option_id: 'bad' }], [delivery])).toBe('negative');
    expect(surveySentiment('', [{ question_id: 'delivery', option_id: 'ok' }], [delivery])).toBe('neutral');
    expect(surveySentiment('', [{ question_id: 'gone', option_id: 'bad' }], [delivery])).toBe('neutral');
  });
});

describe('surveyProblems', () => {
  it('a valid form has none', () => {
    expect(surveyProblems([delivery])).toEqual([]);
  });
  it('names each field to fix, with the limit', () => {
    const problems = surveyProblems([
      { id: 'q', en: ' ', ar: 'س'.repeat(301), options: [opt(1, 'x'.repeat(25))] },
      { ...delivery, options: [...delivery.options, { id: 'dup', en: 'great', ar: 'جديدة' }] },
    ]);
    expect(problems).toEqual([
      { key: 'questionRequired', question: 0, language: 'en' },
      { key: 'questionTooLong', question: 0, language: 'ar', values: { max: 300 } },
      { key: 'tooFewOptions', question: 0, values: { min: 2 } },
      { key: 'optionTooLong', question: 0, option: 0, language: 'en', values: { max: SURVEY_LIMITS.optionTitle } },
      { key: 'duplicateOption', question: 1, option: 3, language: 'en' },
    ]);
  });
  it('counts options and questions against the limits', () => {
    const many = Array.from({ length: 11 }, (_, i) => opt(i));
    expect(surveyProblems([{ ...delivery, options: many }]).map((p) => p.key)).toEqual(['tooManyOptions']);
    expect(surveyProblems(Array.from({ length: 11 }, (_, i) => ({ ...delivery, id: `q${i}` })))[0]!.key).toBe('tooManyQuestions');
  });
});
