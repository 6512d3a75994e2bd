/**
 * Adding a business number (SPEC §2 Contacts) as a pure state machine: the requirements are stated
 * before anything starts, then the number and business category, then the server's progress
 * (`onboarding.done` of `onboardingSteps`, polled) until the number is approved or a step failed.
 * The view (NumberOnboarding) only draws a state and sends events.
 */
import { onboardingSteps, type OnboardingStep } from '@wasl/api/models';
import type { ContactNumber, MessageKey } from '@wasl/api/types';
import { validateMinLength, validatePhoneFormat, type ValidationKey } from '@wasl/api/validators';

export type OnboardingState =
  | { phase: 'idle' }
  /** The requirements, read and acknowledged before starting. */
  | { phase: 'requirements'; acknowledged: boolean }
  | { phase: 'details'; phone: string; category: string; errors: DetailErrors; submitting: boolean; failure: MessageKey | null }
  /** The server runs the steps; `number` is its latest answer. */
  | { phase: 'progress'; number: ContactNumber }
  | { phase: 'approved'; number: ContactNumber }
  | { phase: 'failed'; number: ContactNumber; reason: string };

export interface DetailErrors {
  phone?: ValidationKey;
  category?: ValidationKey;
}

export type OnboardingEvent =
  | { type: 'open' }
  | { type: 'acknowledge'; value: boolean }
  | { type: 'start' }
  | { type: 'edit'; phone?: string; category?: string }
  | { type: 'submit' }
  | { type: 'submitted'; number: ContactNumber }
  | { type: 'submitFailed'; reason: MessageKey }
  /** The numbers list was read again (the screen polls while in progress). */
  | { type: 'numbers'; numbers: readonly ContactNumber[] }
  | { type: 'close' };

export const initialOnboarding: OnboardingState = { phase: 'idle' };

/** The details' problems as `validation:*` keys (SPEC §5's phone rule; a category of at least 3 characters). */
export function validateDetails(phone: string, category: string): DetailErrors {
  const errors: DetailErrors = {};
  const phoneError = phone.trim() === '' ? 'validation:phoneRequired' : validatePhoneFormat(phone.trim());
  if (phoneError) errors.phone = phoneError;
  const categoryError = validateMinLength(category, 3, 100);
  if (categoryError) errors.category = categoryError;
  return errors;
}

/** Where a number's server answer puts the flow. */
function fromNumber(number: ContactNumber): OnboardingState {
  if (number.onboarding.error) return { phase: 'failed', number, reason: number.onboarding.error };
  if (number.status === 'approved') return { phase: 'approved', number };
  return { phase: 'progress', number };
}

export function onboardingReducer(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'open':
      return state.phase === 'idle' ? { phase: 'requirements', acknowledged: false } : state;
    case 'acknowledge':
      return state.phase === 'requirements' ? { ...state, acknowledged: event.value } : state;
    case 'start':
      return state.phase === 'requirements' && state.acknowledged
        ? { phase: 'details', phone: '', category: '', errors: {}, submitting: false, failure: null }
        : state;
    case 'edit': {
      if (state.phase !== 'details' || state.submitting) return state;
      const errors = { ...state.errors };
      if (event.phone !== undefined) delete errors.phone;
      if (event.category !== undefined) delete errors.category;
      return { ...state, phone: event.phone ?? state.phone, category: event.category ?? state.category, errors, failure: null };
    }
    case 'submit': {
      if (state.phase !== 'details' || state.submitting) return state;
      const errors = validateDetails(state.phone, state.category);
      return Object.keys(errors).length > 0 ? { ...state, errors } : { ...state, errors: {}, submitting: true, failure: null };
    }
    case 'submitted':
      return state.phase === 'details' && state.submitting ? fromNumber(event.number) : state;
    case 'submitFailed':
      return state.phase === 'details' && state.submitting ? { ...state, submitting: false, failure: event.reason } : state;
    case 'numbers': {
      if (state.phase !== 'progress') return state;
      const number = event.numbers.find((n) => n.id === state.number.id);
      // Removed meanwhile (another tab): nothing left to follow.
      return number ? fromNumber(number) : initialOnboarding;
    }
    case 'close':
      // The server keeps going: closing only stops watching (the list still shows the number as pending).
      return initialOnboarding;
  }
}

export type StepState = 'done' | 'active' | 'waiting' | 'failed';

/** Each step of the onboarding with its state, from the server's count of steps done. */
export function onboardingStepStates(number: Pick<ContactNumber, 'onboarding' | 'status'>): { step: OnboardingStep; state: StepState }[] {
  const done = number.status === 'approved' ? onboardingSteps.length : number.onboarding.done;
  return onboardingSteps.map((step, index) => ({
    step,
    state: index < done ? 'done' : index === done ? (number.onboarding.error ? 'failed' : 'active') : 'waiting',
  }));
}

/** Whether the screen should poll the numbers: one is still being onboarded and nothing stopped it. */
export function isOnboarding(numbers: readonly Pick<ContactNumber, 'status' | 'onboarding'>[] | undefined): boolean {
  return (numbers ?? []).some((n) => n.status === 'pending' && !n.onboarding.error);
}

/** While the server works on a number the merchant follows, closing or reloading the tab asks first (SPEC §2's warning). */
export const guardsUnload = (state: OnboardingState) => state.phase === 'progress' || (state.phase === 'details' && state.submitting);
