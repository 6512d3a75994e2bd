/**
 * The order message templates' editor (SPEC §2 Templates: init, commit, push) as a pure model:
 * which template is open, the merchant's drafts in both languages, their problems as `validation:*`
 * keys (the same rule the server applies: `validateTemplateBody`), and the preview's sample values.
 */
import { fillTemplateSample, validateTemplateBody, type TemplateVariable } from '@wasl/api/models';
import type { MessageKey, OrderTemplate, OrderTemplates, TemplateKind } from '@wasl/api/types';
import type { ValidationKey } from '@wasl/api/validators';

export type TemplateLanguage = 'en' | 'ar';
export const templateLanguages: readonly TemplateLanguage[] = ['en', 'ar'];

export interface TemplateDraft {
  en: string;
  ar: string;
}

export interface TemplateEditorState {
  kind: TemplateKind;
  /** What the merchant typed, per template (kept when switching between them). */
  drafts: Record<TemplateKind, TemplateDraft>;
  /** Shown once the merchant tried to submit. */
  errors: Partial<Record<TemplateLanguage, ValidationKey>>;
  submitting: boolean;
  failure: MessageKey | null;
}

export type TemplateEditorEvent =
  | { type: 'select'; kind: TemplateKind }
  | { type: 'edit'; language: TemplateLanguage; text: string }
  /** Back to what the server holds (`saved`). */
  | { type: 'reset'; saved: OrderTemplates }
  | { type: 'submit' }
  | { type: 'submitted'; template: OrderTemplate }
  | { type: 'submitFailed'; reason: MessageKey }
  /** The server's templates were read again (`previous` → `templates`): drafts not edited follow them. */
  | { type: 'loaded'; previous: OrderTemplates; templates: OrderTemplates };

export function initialTemplateEditor(templates: OrderTemplates, kind: TemplateKind = 'init'): TemplateEditorState {
  return {
    kind,
    drafts: { init: draftOf(templates.init), commit: draftOf(templates.commit), push: draftOf(templates.push) },
    errors: {},
    submitting: false,
    failure: null,
  };
}

const draftOf = (template: OrderTemplate): TemplateDraft => ({ en: template.en, ar: template.ar });

/** Both languages' first problem, if any. */
export function draftErrors(draft: TemplateDraft): Partial<Record<TemplateLanguage, ValidationKey>> {
  const errors: Partial<Record<TemplateLanguage, ValidationKey>> = {};
  for (const language of templateLanguages) {
    const error = validateTemplateBody(draft[language]);
    if (error) errors[language] = error;
  }
  return errors;
}

/** Whether the open draft differs from what the server holds. */
export function isDirty(state: TemplateEditorState, templates: OrderTemplates): boolean {
  const draft = state.drafts[state.kind];
  const saved = templates[state.kind];
  return draft.en.trim() !== saved.en.trim() || draft.ar.trim() !== saved.ar.trim();
}

export function templateEditorReducer(state: TemplateEditorState, event: TemplateEditorEvent): TemplateEditorState {
  switch (event.type) {
    case 'select':
      return state.submitting || event.kind === state.kind ? state : { ...state, kind: event.kind, errors: {}, failure: null };
    case 'edit': {
      if (state.submitting) return state;
      const draft = { ...state.drafts[state.kind], [event.language]: event.text };
      const errors = { ...state.errors };
      // A shown error is re-checked as the merchant types, so it goes away once fixed.
      if (errors[event.language]) {
        const error = validateTemplateBody(event.text);
        if (error) errors[event.language] = error;
        else delete errors[event.language];
      }
      return { ...state, drafts: { ...state.drafts, [state.kind]: draft }, errors, failure: null };
    }
    case 'reset':
      return state.submitting
        ? state
        : { ...state, drafts: { ...state.drafts, [state.kind]: draftOf(event.saved[state.kind]) }, errors: {}, failure: null };
    case 'submit': {
      if (state.submitting) return state;
      const errors = draftErrors(state.drafts[state.kind]);
      return Object.keys(errors).length > 0 ? { ...state, errors } : { ...state, errors: {}, submitting: true, failure: null };
    }
    case 'submitted':
      return {
        ...state,
        submitting: false,
        drafts: { ...state.drafts, [event.template.kind]: draftOf(event.template) },
      };
    case 'submitFailed':
      return { ...state, submitting: false, failure: event.reason };
    case 'loaded': {
      const saved = event.previous;
      // Keep the merchant's edits; follow the server where nothing was edited.
      const drafts = { ...state.drafts };
      for (const kind of ['init', 'commit', 'push'] as const) {
        const untouched = drafts[kind].en === saved[kind].en && drafts[kind].ar === saved[kind].ar;
        if (untouched) drafts[kind] = draftOf(event.templates[kind]);
      }
      return { ...state, drafts };
    }
  }
}

/** Inserts `{variable}` at the caret (or replaces the selection); answers the text and the caret after it. */
export function insertVariable(text: string, variable: TemplateVariable, selection: { start: number; end: number }) {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const token = `{${variable}}`;
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/** The preview: the body with sample values (the view passes the translated ones). */
export function previewTemplate(text: string, samples: Partial<Record<TemplateVariable, string>>): string {
  return fillTemplateSample(text.trim(), samples);
}
