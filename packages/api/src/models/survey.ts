/**
 * The satisfaction survey, pure (SPEC §3 "survey form: on or off, questions with options, responses
 * with sentiment"; §9 "survey sent on delivery"). Shared by the builder (its validation and its
 * WhatsApp preview), the server (what it sends, how it reads a reply) and the seed:
 *
 * - a question goes to WhatsApp as **reply buttons** when it has at most 3 options whose titles fit
 *   a button (≤ 20 characters), else as a **list** (≤ 10 rows of ≤ 24 characters) — Meta's limits,
 *   `WHATSAPP_LIMITS`;
 * - a reply is the tapped choice (its id `survey:<question>:<option>`), or typed text equal to an
 *   option's title in either language, or its number (1, 2, … or ١, ٢, …);
 * - a response's sentiment is its comment's (sentiment.ts) when the comment says something, else
 *   the sum of its chosen options' titles' scores.
 */
import { WHATSAPP_LIMITS } from './flow';
import { normaliseArabic, sentimentScore, type Sentiment } from './sentiment';

export type SurveyLanguage = 'en' | 'ar';
export interface SurveyOptionModel {
  id: string;
  en: string;
  ar: string;
}
export interface SurveyQuestionModel {
  id: string;
  en: string;
  ar: string;
  options: SurveyOptionModel[];
}
export interface SurveyAnswerModel {
  question_id: string;
  option_id: string;
}

/** The survey's bounds: WhatsApp's (options as list rows) and ours (questions, text lengths). */
export const SURVEY_LIMITS = {
  questions: 10,
  minOptions: 2,
  options: WHATSAPP_LIMITS.rows,
  optionTitle: WHATSAPP_LIMITS.rowTitle,
  buttons: WHATSAPP_LIMITS.buttons,
  buttonTitle: WHATSAPP_LIMITS.buttonTitle,
  question: 300,
  comment: 1000,
} as const;

/** The interactive form of a question in one language (see the file comment). */
export function surveyChoicesOf(
  question: SurveyQuestionModel,
  language: SurveyLanguage,
): { kind: 'buttons' | 'list'; choices: { id: string; title: string }[] } {
  const choices = question.options.map((o) => ({ id: surveyReplyId(question.id, o.id), title: o[language] }));
  const fitsButtons = choices.length <= SURVEY_LIMITS.buttons && choices.every((c) => [...c.title].length <= SURVEY_LIMITS.buttonTitle);
  return { kind: fitsButtons ? 'buttons' : 'list', choices: choices.slice(0, SURVEY_LIMITS.options) };
}

/** The id a tapped option comes back with. */
export const surveyReplyId = (questionId: string, optionId: string) => `survey:${questionId}:${optionId}`;

const DIGITS: Record<string, string> = {
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
};
const fold = (s: string) =>
  normaliseArabic(s.normalize('NFKC').trim().toLowerCase())
    .replace(/[٠-٩]/g, (d) => DIGITS[d] ?? d)
    .replace(/[.!؟?،,]+$/u, '')
    .trim();

/** The option a reply chooses for `question` (see the file comment), or undefined. */
export function matchSurveyReply(question: SurveyQuestionModel, reply: { replyId?: string; text: string }): string | undefined {
  if (reply.replyId) {
    const hit = question.options.find((o) => surveyReplyId(question.id, o.id) === reply.replyId);
    if (hit) return hit.id;
  }
  const typed = fold(reply.text);
  if (!typed) return undefined;
  const n = /^\d{1,2}$/.test(typed) ? Number(typed) : NaN;
  if (n >= 1 && n <= question.options.length) return question.options[n - 1]!.id;
  return question.options.find((o) => fold(o.en) === typed || fold(o.ar) === typed)?.id;
}

/** A response's sentiment (see the file comment). */
export function surveySentiment(
  comment: string,
  answers: readonly SurveyAnswerModel[],
  questions: readonly SurveyQuestionModel[],
): Sentiment {
  let score = sentimentScore(comment);
  if (score === 0) {
    for (const a of answers) {
      const option = questions.find((q) => q.id === a.question_id)?.options.find((o) => o.id === a.option_id);
      if (option) score += Math.sign(sentimentScore(option.en) || sentimentScore(option.ar));
    }
  }
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}

/* ------------------------------------------------------------------ the builder's validation */

export type SurveyProblemKey =
  | 'questionRequired'
  | 'questionTooLong'
  | 'optionRequired'
  | 'optionTooLong'
  | 'tooFewOptions'
  | 'tooManyOptions'
  | 'tooManyQuestions'
  | 'duplicateOption';

/**
 * One problem of a form, tied to what to fix: `question` (index), `option` (index, when about an
 * option), `language` (the field). `key` is a message key of the `survey` namespace
 * (`survey:problems.<key>`), `values` its interpolation values.
 */
export interface SurveyProblem {
  key: SurveyProblemKey;
  question: number;
  option?: number;
  language?: SurveyLanguage;
  values?: Record<string, number>;
}

const LANGUAGES: SurveyLanguage[] = ['en', 'ar'];
const length = (s: string) => [...s.trim()].length;

/** Every problem of the questions, in reading order (empty: the form can be saved and sent). */
export function surveyProblems(questions: readonly SurveyQuestionModel[]): SurveyProblem[] {
  const out: SurveyProblem[] = [];
  if (questions.length > SURVEY_LIMITS.questions) {
    out.push({ key: 'tooManyQuestions', question: SURVEY_LIMITS.questions, values: { max: SURVEY_LIMITS.questions } });
  }
  questions.forEach((q, qi) => {
    for (const language of LANGUAGES) {
      if (length(q[language]) === 0) out.push({ key: 'questionRequired', question: qi, language });
      else if (length(q[language]) > SURVEY_LIMITS.question) {
        out.push({ key: 'questionTooLong', question: qi, language, values: { max: SURVEY_LIMITS.question } });
      }
    }
    if (q.options.length < SURVEY_LIMITS.minOptions) {
      out.push({ key: 'tooFewOptions', question: qi, values: { min: SURVEY_LIMITS.minOptions } });
    }
    if (q.options.length > SURVEY_LIMITS.options) {
      out.push({ key: 'tooManyOptions', question: qi, values: { max: SURVEY_LIMITS.options } });
    }
    q.options.forEach((o, oi) => {
      for (const language of LANGUAGES) {
        if (length(o[language]) === 0) out.push({ key: 'optionRequired', question: qi, option: oi, language });
        else if (length(o[language]) > SURVEY_LIMITS.optionTitle) {
          out.push({ key: 'optionTooLong', question: qi, option: oi, language, values: { max: SURVEY_LIMITS.optionTitle } });
        } else if (q.options.slice(0, oi).some((p) => fold(p[language]) === fold(o[language]))) {
          out.push({ key: 'duplicateOption', question: qi, option: oi, language });
        }
      }
    });
  });
  return out;
}
