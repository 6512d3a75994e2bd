/**
 * The campaign wizard's rules, without a browser: the draft, the three steps (content → audience →
 * schedule and cost), what each step requires (the shared validators of `@wasl/api`, the limits
 * of `CampaignBody`, `CAMPAIGN_LIMITS`), at most three call-to-action buttons, and the lock — only a `pending`
 * campaign is editable; any other status locks every input and shows step 3 (SPEC §4).
 * Cost: one coin per recipient (SPEC §9).
 */
import { CAMPAIGN_LIMITS, type CsvAudienceResult } from '@wasl/api/models';
import type { Campaign, CampaignBody, CampaignStatus } from '@wasl/api/types';
import {
  validateHttpUrl,
  validateMinLength,
  validateOptionalWebsite,
  validateRequiredText,
  type ValidationKey,
} from '@wasl/api/validators';

export const wizardSteps = [1, 2, 3] as const;
export type WizardStep = (typeof wizardSteps)[number];

export interface WizardButton {
  text: string;
  url: string;
}

export interface CampaignDraft {
  name: string;
  language: 'en' | 'ar';
  image: string;
  content: string;
  buttons: WizardButton[];
  website_link: string;
  from_database: boolean;
  /** Accepted CSV numbers (already normalised and de-duplicated by the parser). */
  csv: string[];
  /** The merchant attests that everyone in the audience agreed to receive marketing (PDPL). */
  consent: boolean;
  start_date: string;
  start_hour: number;
  duration_days: number;
  daily_limit: number;
}

export type DraftField = Exclude<keyof CampaignDraft, 'buttons'> | `buttons.${number}.text` | `buttons.${number}.url` | 'audience';
export type StepErrors = Partial<Record<DraftField, ValidationKey | WizardErrorKey>>;
/** Wizard-only messages (campaigns namespace). */
export type WizardErrorKey =
  'campaigns:errors.audienceEmpty' | 'campaigns:errors.consentRequired' | 'campaigns:errors.dateInvalid' | 'campaigns:errors.outOfRange';

export interface WizardState {
  draft: CampaignDraft;
  step: WizardStep;
  status: CampaignStatus;
  /** Steps whose errors show (the user tried to leave them, or to submit). */
  attempted: readonly WizardStep[];
  /** The last CSV report, kept for the pre-flight (skipped numbers and why). */
  csvReport: CsvAudienceResult | null;
  /** The draft changed since it was loaded or saved. */
  dirty: boolean;
}

export type WizardAction =
  | { type: 'set'; field: Exclude<keyof CampaignDraft, 'buttons' | 'csv'>; value: CampaignDraft[keyof CampaignDraft] }
  | { type: 'addButton' }
  | { type: 'removeButton'; index: number }
  | { type: 'setButton'; index: number; field: keyof WizardButton; value: string }
  | { type: 'csvParsed'; report: CsvAudienceResult }
  | { type: 'clearCsv' }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'attempt' }
  | { type: 'saved'; campaign: Campaign };

/** A new draft: tomorrow-free defaults the merchant changes; `today` is `YYYY-MM-DD` (the screen's clock). */
export function emptyDraft(today: string, language: 'en' | 'ar' = 'en'): CampaignDraft {
  return {
    name: '',
    language,
    image: '',
    content: '',
    buttons: [],
    website_link: '',
    from_database: true,
    csv: [],
    consent: false,
    start_date: today,
    start_hour: 10,
    duration_days: 1,
    daily_limit: 1_000,
  };
}

/** The draft of a saved campaign. */
export function draftOf(campaign: Campaign): CampaignDraft {
  return {
    name: campaign.name,
    language: campaign.language,
    image: campaign.image ?? '',
    content: campaign.content,
    buttons: campaign.buttons.map((b) => ({ text: b.text, url: b.url ?? '' })),
    website_link: campaign.website_link,
    from_database: campaign.audience.from_database,
    csv: campaign.audience.csv,
    consent: campaign.audience.consent,
    start_date: campaign.start_date,
    start_hour: campaign.start_hour,
    duration_days: campaign.duration_days,
    daily_limit: campaign.daily_limit,
  };
}

export const isLocked = (status: CampaignStatus): boolean => status !== 'pending';

/** A step from the `step` query: 1–3, default 1; a locked campaign always shows step 3. */
export function stepFromQuery(value: string | null | undefined, status: CampaignStatus = 'pending'): WizardStep {
  if (isLocked(status)) return 3;
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

export function initWizard(init: { draft: CampaignDraft; status?: CampaignStatus; step?: WizardStep }): WizardState {
  const status = init.status ?? 'pending';
  return {
    draft: init.draft,
    status,
    step: isLocked(status) ? 3 : (init.step ?? 1),
    attempted: [],
    csvReport: null,
    dirty: false,
  };
}

const intIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** The errors of one step (empty when the step is complete). */
export function validateStep(draft: CampaignDraft, step: WizardStep): StepErrors {
  const errors: StepErrors = {};
  const put = (field: DraftField, key: ValidationKey | WizardErrorKey | null) => {
    if (key) errors[field] = key;
  };
  if (step === 1) {
    put('name', validateMinLength(draft.name, CAMPAIGN_LIMITS.nameMin, CAMPAIGN_LIMITS.name));
    put('content', validateRequiredText(draft.content, CAMPAIGN_LIMITS.content));
    put('image', validateHttpUrl(draft.image, { uploads: true }));
    put('website_link', validateOptionalWebsite(draft.website_link));
    draft.buttons.forEach((b, i) => {
      put(`buttons.${i}.text`, validateRequiredText(b.text, CAMPAIGN_LIMITS.buttonText));
      put(`buttons.${i}.url`, validateHttpUrl(b.url));
    });
  } else if (step === 2) {
    if (!draft.from_database && draft.csv.length === 0) put('audience', 'campaigns:errors.audienceEmpty');
    if (!draft.consent) put('consent', 'campaigns:errors.consentRequired');
  } else {
    put('start_date', validDate(draft.start_date) ? null : 'campaigns:errors.dateInvalid');
    put('start_hour', intIn(draft.start_hour, 0, 23) ? null : 'campaigns:errors.outOfRange');
    put('duration_days', intIn(draft.duration_days, 1, CAMPAIGN_LIMITS.durationDays) ? null : 'campaigns:errors.outOfRange');
    put('daily_limit', intIn(draft.daily_limit, 1, CAMPAIGN_LIMITS.dailyLimit) ? null : 'campaigns:errors.outOfRange');
  }
  return errors;
}

export const stepIsValid = (draft: CampaignDraft, step: WizardStep) => Object.keys(validateStep(draft, step)).length === 0;

/** The first step with an error, or null when the whole draft can be saved. */
export function firstInvalidStep(draft: CampaignDraft): WizardStep | null {
  return wizardSteps.find((s) => !stepIsValid(draft, s)) ?? null;
}

/** Errors to show now: only for steps the user tried to leave or submit. */
export function visibleErrors(state: WizardState): StepErrors {
  return state.attempted.includes(state.step) ? validateStep(state.draft, state.step) : {};
}

function edit(state: WizardState, draft: CampaignDraft): WizardState {
  return isLocked(state.status) ? state : { ...state, draft, dirty: true };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { draft } = state;
  switch (action.type) {
    case 'set':
      return edit(state, { ...draft, [action.field]: action.value });
    case 'addButton':
      return draft.buttons.length >= CAMPAIGN_LIMITS.buttons
        ? state
        : edit(state, { ...draft, buttons: [...draft.buttons, { text: '', url: '' }] });
    case 'removeButton':
      return edit(state, { ...draft, buttons: draft.buttons.filter((_, i) => i !== action.index) });
    case 'setButton':
      if (!draft.buttons[action.index]) return state;
      return edit(state, {
        ...draft,
        buttons: draft.buttons.map((b, i) => (i === action.index ? { ...b, [action.field]: action.value } : b)),
      });
    case 'csvParsed':
      return isLocked(state.status) ? state : { ...edit(state, { ...draft, csv: action.report.numbers }), csvReport: action.report };
    case 'clearCsv':
      return isLocked(state.status) ? state : { ...edit(state, { ...draft, csv: [] }), csvReport: null };
    case 'goTo': {
      if (isLocked(state.status) || action.step === state.step) return state;
      // Going back is always allowed; going forward needs every step before the target to be valid.
      if (action.step > state.step) {
        for (const s of wizardSteps.filter((s) => s >= state.step && s < action.step)) {
          if (!stepIsValid(draft, s)) return { ...state, step: s, attempted: attempt(state.attempted, s) };
        }
      }
      return { ...state, step: action.step };
    }
    case 'next':
      return state.step === 3 ? state : wizardReducer(state, { type: 'goTo', step: (state.step + 1) as WizardStep });
    case 'back':
      return state.step === 1 ? state : wizardReducer(state, { type: 'goTo', step: (state.step - 1) as WizardStep });
    case 'attempt': {
      const invalid = firstInvalidStep(draft);
      if (invalid === null || isLocked(state.status)) return { ...state, attempted: attempt(state.attempted, state.step) };
      return { ...state, step: invalid, attempted: attempt(state.attempted, invalid) };
    }
    case 'saved':
      return {
        ...state,
        draft: draftOf(action.campaign),
        status: action.campaign.status,
        step: isLocked(action.campaign.status) ? 3 : state.step,
        dirty: false,
      };
  }
}

const attempt = (steps: readonly WizardStep[], step: WizardStep) => (steps.includes(step) ? steps : [...steps, step]);

/** The request body of a complete draft (`POST /section/campaigns[/{id}]`). */
export function toCampaignBody(draft: CampaignDraft): CampaignBody {
  return {
    name: draft.name.trim(),
    language: draft.language,
    image: draft.image.trim() || null,
    content: draft.content.trim(),
    buttons: draft.buttons.map((b) => ({ text: b.text.trim(), url: b.url.trim() || null })),
    website_link: draft.website_link.trim(),
    audience: { from_database: draft.from_database, csv: draft.csv, consent: draft.consent },
    start_date: draft.start_date,
    duration_days: draft.duration_days,
    start_hour: draft.start_hour,
    daily_limit: draft.daily_limit,
  };
}

/* ------------------------------------------------------------------ pre-flight */

/** One coin per recipient (SPEC §9). */
export const COINS_PER_RECIPIENT = 1;

export interface PreflightInput {
  draft: CampaignDraft;
  /** The merchant's customers with a phone (counted when `from_database`). */
  customerCount: number;
  /** Recipients the server counted for the saved draft (database ∪ CSV); wins over the estimate when the draft is unchanged. */
  savedRecipients?: number | null;
  csvReport: CsvAudienceResult | null;
  coins: number;
  /** Business-initiated conversations per 24 h the number may open (WhatsApp messaging tier); null when unknown. */
  messagingTier: number | null;
}

export interface Preflight {
  recipients: number;
  /** Whether `recipients` is an upper bound (customers and CSV may overlap until the server counts them). */
  estimated: boolean;
  skipped: CsvAudienceResult['counts'];
  skippedTotal: number;
  coinsNeeded: number;
  coins: number;
  coinsShort: number;
  days: number;
  /** The schedule's duration is too short to reach everyone at the daily limit. */
  daysExceedDuration: boolean;
  tierExceeded: boolean;
  canSend: boolean;
}

export function preflight(input: PreflightInput): Preflight {
  const { draft, csvReport } = input;
  const estimate = (draft.from_database ? input.customerCount : 0) + draft.csv.length;
  const saved = input.savedRecipients ?? null;
  const recipients = saved ?? estimate;
  const skipped = csvReport?.counts ?? { invalid_number: 0, duplicate: 0, opted_out: 0 };
  const coinsNeeded = recipients * COINS_PER_RECIPIENT;
  const days = recipients === 0 ? 0 : Math.ceil(recipients / Math.max(1, draft.daily_limit));
  const coinsShort = Math.max(0, coinsNeeded - input.coins);
  return {
    recipients,
    estimated: saved === null && draft.from_database && draft.csv.length > 0,
    skipped,
    skippedTotal: skipped.invalid_number + skipped.duplicate + skipped.opted_out,
    coinsNeeded,
    coins: input.coins,
    coinsShort,
    days,
    daysExceedDuration: days > draft.duration_days,
    tierExceeded: input.messagingTier !== null && draft.daily_limit > input.messagingTier,
    canSend: recipients > 0 && coinsShort === 0,
  };
}
