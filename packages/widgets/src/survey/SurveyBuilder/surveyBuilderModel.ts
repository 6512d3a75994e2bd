/**
 * The survey form builder's model (pure): the form being edited, its actions as a reducer, and what
 * the view derives — the problems to fix (@wasl/api/models `surveyProblems`, WhatsApp's limits),
 * whether it differs from what is saved, and the body to save. The view (SurveyBuilder.tsx) only
 * dispatches.
 */
import { surveyProblems, SURVEY_LIMITS, type SurveyLanguage, type SurveyProblem, type SurveyQuestionModel } from '@wasl/api/models';

export interface SurveyBuilderForm {
  enabled: boolean;
  questions: SurveyQuestionModel[];
}

export interface SurveyBuilderState {
  /** What is being edited. */
  form: SurveyBuilderForm;
  /** What the server has (dirty = form differs from it). */
  saved: SurveyBuilderForm;
  /** The question the last move or add left focus on (the view moves focus there), or null. */
  focus: { question: number; option?: number; control: 'moveUp' | 'moveDown' | 'text' } | null;
}

export type SurveyBuilderAction =
  | { type: 'load'; form: SurveyBuilderForm }
  | { type: 'reset' }
  | { type: 'setEnabled'; enabled: boolean }
  | { type: 'addQuestion' }
  | { type: 'removeQuestion'; question: number }
  | { type: 'moveQuestion'; question: number; by: -1 | 1 }
  | { type: 'setQuestion'; question: number; language: SurveyLanguage; text: string }
  | { type: 'addOption'; question: number }
  | { type: 'removeOption'; question: number; option: number }
  | { type: 'moveOption'; question: number; option: number; by: -1 | 1 }
  | { type: 'setOption'; question: number; option: number; language: SurveyLanguage; text: string };

export const initialSurveyBuilder = (form: SurveyBuilderForm): SurveyBuilderState => ({ form, saved: form, focus: null });

/** The first `${prefix}${n}` (n = 1, 2, …) not in `taken`. */
export function freshId(prefix: string, taken: readonly string[]): string {
  for (let n = 1; ; n += 1) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

function move<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

const newOption = (taken: readonly string[]) => ({ id: freshId('option-', taken), en: '', ar: '' });

function withQuestions(
  state: SurveyBuilderState,
  questions: SurveyQuestionModel[],
  focus: SurveyBuilderState['focus'] = null,
): SurveyBuilderState {
  return { ...state, form: { ...state.form, questions }, focus };
}

function mapQuestion(
  state: SurveyBuilderState,
  index: number,
  fn: (q: SurveyQuestionModel) => SurveyQuestionModel,
  focus: SurveyBuilderState['focus'] = null,
) {
  if (!state.form.questions[index]) return state;
  return withQuestions(
    state,
    state.form.questions.map((q, i) => (i === index ? fn(q) : q)),
    focus,
  );
}

export function surveyBuilderReducer(state: SurveyBuilderState, action: SurveyBuilderAction): SurveyBuilderState {
  const { questions } = state.form;
  switch (action.type) {
    case 'load':
      return initialSurveyBuilder(action.form);
    case 'reset':
      return { ...state, form: state.saved, focus: null };
    case 'setEnabled':
      return { ...state, form: { ...state.form, enabled: action.enabled } };
    case 'addQuestion': {
      if (questions.length >= SURVEY_LIMITS.questions) return state;
      const first = newOption([]);
      const question = {
        id: freshId(
          'question-',
          questions.map((q) => q.id),
        ),
        en: '',
        ar: '',
        options: [first, newOption([first.id])],
      };
      return withQuestions(state, [...questions, question], { question: questions.length, control: 'text' });
    }
    case 'removeQuestion':
      return withQuestions(
        state,
        questions.filter((_, i) => i !== action.question),
      );
    case 'moveQuestion': {
      const to = action.question + action.by;
      if (to < 0 || to >= questions.length) return state;
      return withQuestions(state, move(questions, action.question, action.by), {
        question: to,
        // Stay on the button pressed unless it no longer exists at the new place (first/last).
        control: action.by < 0 ? (to === 0 ? 'moveDown' : 'moveUp') : to === questions.length - 1 ? 'moveUp' : 'moveDown',
      });
    }
    case 'setQuestion':
      return mapQuestion(state, action.question, (q) => ({ ...q, [action.language]: action.text }));
    case 'addOption':
      return mapQuestion(
        state,
        action.question,
        (q) => (q.options.length >= SURVEY_LIMITS.options ? q : { ...q, options: [...q.options, newOption(q.options.map((o) => o.id))] }),
        { question: action.question, option: questions[action.question]?.options.length ?? 0, control: 'text' },
      );
    case 'removeOption':
      return mapQuestion(state, action.question, (q) => ({ ...q, options: q.options.filter((_, i) => i !== action.option) }));
    case 'moveOption': {
      const q = questions[action.question];
      const to = action.option + action.by;
      if (!q || to < 0 || to >= q.options.length) return state;
      return mapQuestion(state, action.question, (x) => ({ ...x, options: move(x.options, action.option, action.by) }), {
        question: action.question,
        option: to,
        control: action.by < 0 ? (to === 0 ? 'moveDown' : 'moveUp') : to === q.options.length - 1 ? 'moveUp' : 'moveDown',
      });
    }
    case 'setOption':
      return mapQuestion(state, action.question, (q) => ({
        ...q,
        options: q.options.map((o, i) => (i === action.option ? { ...o, [action.language]: action.text } : o)),
      }));
  }
}

/** What to fix before saving (empty: it can be saved). */
export const builderProblems = (state: SurveyBuilderState): SurveyProblem[] => surveyProblems(state.form.questions);

/** Whether the form differs from what is saved. */
export const isBuilderDirty = (state: SurveyBuilderState): boolean => JSON.stringify(state.form) !== JSON.stringify(state.saved);

/** The body of `POST …/survey` (texts trimmed). */
export function builderBody(state: SurveyBuilderState): SurveyBuilderForm {
  return {
    enabled: state.form.enabled,
    questions: state.form.questions.map((q) => ({
      id: q.id,
      en: q.en.trim(),
      ar: q.ar.trim(),
      options: q.options.map((o) => ({ id: o.id, en: o.en.trim(), ar: o.ar.trim() })),
    })),
  };
}
