/**
 * The website widget card's pure part: the draft the form edits (the saved settings or the
 * defaults), its problems per field, and what the preview shows in each language — the same link,
 * label and ink the served script shows (@wasl/api/models websiteWidget).
 */
import {
  WIDGET_COLOUR,
  WIDGET_DEFAULTS,
  WIDGET_LIMITS,
  waMeLink,
  waMePhone,
  widgetInk,
  type WidgetLanguage,
  type WidgetPosition,
} from '@wasl/api/models';
import type { CatalogueKey } from '@wasl/i18n/catalogue';
import type { WidgetSettings, WidgetState } from '@wasl/api/types';

export type WidgetDraft = WidgetSettings;
/** A field's problem: a validation key (the server's, for the same rule). */
export type ProblemKey = CatalogueKey<'validation'>;

/** The form's starting point: what is saved, else the defaults. */
export const draftOf = (state: Pick<WidgetState, 'settings'>): WidgetDraft =>
  state.settings ?? { ...WIDGET_DEFAULTS, label: { ...WIDGET_DEFAULTS.label }, message: { ...WIDGET_DEFAULTS.message } };

export type WidgetField = 'color' | 'labelEn' | 'labelAr' | 'messageEn' | 'messageAr';

/** Each field's problem (the server's validation keys for the same rules), or none. */
export function draftProblems(draft: WidgetDraft): Partial<Record<WidgetField, ProblemKey>> {
  const out: Partial<Record<WidgetField, ProblemKey>> = {};
  if (!WIDGET_COLOUR.test(draft.color)) out.color = 'validation:colourInvalid';
  const label = (field: WidgetField, text: string) => {
    if (text.trim() === '') out[field] = 'validation:required';
    else if (text.trim().length > WIDGET_LIMITS.label) out[field] = 'validation:tooLong';
  };
  label('labelEn', draft.label.en);
  label('labelAr', draft.label.ar);
  if (draft.message.en.trim().length > WIDGET_LIMITS.message) out.messageEn = 'validation:tooLong';
  if (draft.message.ar.trim().length > WIDGET_LIMITS.message) out.messageAr = 'validation:tooLong';
  return out;
}

export interface WidgetPreview {
  lang: WidgetLanguage;
  dir: 'ltr' | 'rtl';
  position: WidgetPosition;
  label: string;
  /** The wa.me link the button opens (null without a usable number). */
  href: string | null;
  background: string;
  ink: string;
}

/** The button as the script draws it on a page in `lang`. */
export function previewOf(draft: WidgetDraft, lang: WidgetLanguage, phone: string | null): WidgetPreview {
  const digits = phone ? waMePhone(phone) : null;
  const background = WIDGET_COLOUR.test(draft.color) ? draft.color : WIDGET_DEFAULTS.color;
  return {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    position: draft.position,
    label: draft.label[lang].trim(),
    href: digits ? waMeLink(digits, draft.message[lang]) : null,
    background,
    ink: widgetInk(background),
  };
}
