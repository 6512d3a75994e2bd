import { describe, expect, it } from 'vitest';
import {
  builderBody,
  builderProblems,
  freshId,
  initialSurveyBuilder,
  isBuilderDirty,
  surveyBuilderReducer as reduce,
  type SurveyBuilderAction,
  type SurveyBuilderState,
} from './surveyBuilderModel';

const form = {
  enabled: true,
  questions: [
    {
      id: 'delivery',
      en: 'How was your delivery?',
      ar: 'كيف كانت تجربة التوصيل؟',
      options: [
        { id: 'great', en: 'Great', ar: 'ممتازة' },
        { id: 'bad', en: 'Bad', ar: 'سيئة' },
      ],
    },
    {
      id: 'recommend',
      en: 'Would you recommend us?',
      ar: 'هل تنصح بنا؟',
      options: [
        { id: 'yes', en: 'Yes', ar: 'نعم' },
        { id: 'no', en: 'No', ar: 'لا' },
      ],
    },
  ],
};
const run = (...actions: SurveyBuilderAction[]): SurveyBuilderState => actions.reduce(reduce, initialSurveyBuilder(form));

describe('surveyBuilderReducer', () => {
  it('starts clean, with no problems', () => {
    const s = run();
    expect(isBuilderDirty(s)).toBe(false);
    expect(builderProblems(s)).toEqual([]);
  });

  it('adds a question with two empty options and fresh ids; the empty texts are problems', () => {
    const s = run({ type: 'addQuestion' }, { type: 'addQuestion' });
    expect(s.form.questions.map((q) => q.id)).toEqual(['delivery', 'recommend', 'question-1', 'question-2']);
    expect(s.form.questions[2]!.options.map((o) => o.id)).toEqual(['option-1', 'option-2']);
    expect(s.focus).toEqual({ question: 3, control: 'text' });
    expect(isBuilderDirty(s)).toBe(true);
    expect(
      builderProblems(s)
        .filter((p) => p.question === 2)
        .map((p) => p.key),
    ).toEqual(['questionRequired', 'questionRequired', 'optionRequired', 'optionRequired', 'optionRequired', 'optionRequired']);
  });

  it('edits texts and options, then the body is trimmed and valid', () => {
    const s = run(
      { type: 'addQuestion' },
      { type: 'setQuestion', question: 2, language: 'en', text: '  Quality? ' },
      { type: 'setQuestion', question: 2, language: 'ar', text: 'الجودة؟' },
      { type: 'setOption', question: 2, option: 0, language: 'en', text: 'Good' },
      { type: 'setOption', question: 2, option: 0, language: 'ar', text: 'جيدة' },
      { type: 'setOption', question: 2, option: 1, language: 'en', text: 'Poor' },
      { type: 'setOption', question: 2, option: 1, language: 'ar', text: 'ضعيفة' },
    );
    expect(builderProblems(s)).toEqual([]);
    expect(builderBody(s).questions[2]).toEqual({
      id: 'question-1',
      en: 'Quality?',
      ar: 'الجودة؟',
      options: [
        { id: 'option-1', en: 'Good', ar: 'جيدة' },
        { id: 'option-2', en: 'Poor', ar: 'ضعيفة' },
      ],
    });
  });

  it('moves questions and options, keeping focus on the moved item; out-of-range moves change nothing', () => {
    const down = run({ type: 'moveQuestion', question: 0, by: 1 });
    expect(down.form.questions.map((q) => q.id)).toEqual(['recommend', 'delivery']);
    expect(down.focus).toEqual({ question: 1, control: 'moveUp' }); // last: "down" is gone
    expect(run({ type: 'moveQuestion', question: 0, by: -1 }).form).toEqual(form);
    expect(run({ type: 'moveQuestion', question: 1, by: 1 }).form).toEqual(form);
    const option = run({ type: 'moveOption', question: 0, option: 1, by: -1 });
    expect(option.form.questions[0]!.options.map((o) => o.id)).toEqual(['bad', 'great']);
    expect(option.focus).toEqual({ question: 0, option: 0, control: 'moveDown' });
  });

  it('removes questions and options; too few options is a problem', () => {
    const s = run({ type: 'removeOption', question: 1, option: 0 }, { type: 'removeQuestion', question: 0 });
    expect(s.form.questions.map((q) => q.id)).toEqual(['recommend']);
    expect(builderProblems(s).map((p) => p.key)).toEqual(['tooFewOptions']);
  });

  it('stops at WhatsApp’s 10 options and at 10 questions; a long option is a problem with its limit', () => {
    const many = run(...Array.from({ length: 12 }, () => ({ type: 'addOption', question: 0 }) as const));
    expect(many.form.questions[0]!.options).toHaveLength(10);
    const questions = run(...Array.from({ length: 12 }, () => ({ type: 'addQuestion' }) as const));
    expect(questions.form.questions).toHaveLength(10);
    const long = run({ type: 'setOption', question: 0, option: 0, language: 'ar', text: 'ممتازة جدًا جدًا جدًا جدًا' });
    expect(builderProblems(long)).toEqual([{ key: 'optionTooLong', question: 0, option: 0, language: 'ar', values: { max: 24 } }]);
  });

  it('switches on/off, resets to what is saved, and loads a saved form clean', () => {
    const s = run({ type: 'setEnabled', enabled: false }, { type: 'removeQuestion', question: 0 });
    expect(isBuilderDirty(s)).toBe(true);
    expect(reduce(s, { type: 'reset' }).form).toEqual(form);
    const loaded = reduce(s, { type: 'load', form: builderBody(s) });
    expect(isBuilderDirty(loaded)).toBe(false);
    expect(loaded.form.enabled).toBe(false);
  });

  it('freshId skips taken ids', () => {
    expect(freshId('option-', ['option-1', 'option-3'])).toBe('option-2');
  });
});
