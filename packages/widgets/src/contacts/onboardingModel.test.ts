import { describe, expect, it } from 'vitest';
import type { ContactNumber } from '@wasl/api/types';
import {
  guardsUnload,
  initialOnboarding,
  isOnboarding,
  onboardingReducer,
  onboardingStepStates,
  validateDetails,
  type OnboardingEvent,
  type OnboardingState,
} from './onboardingModel';

const number = (over: Partial<ContactNumber> = {}): ContactNumber => ({
  id: 7,
  type: 'primary',
  phone: '+966501234567',
  phone_id: '106540352242922',
  business_account_id: '102290129340398',
  business_category: 'Retail',
  template: null,
  status: 'pending',
  created_at: '2026-11-27T10:00:00.000Z',
  messaging_limit_tier: null,
  quality_rating: null,
  onboarding: { mode: 'sandbox', done: 1, error: null },
  ...over,
});

const run = (events: OnboardingEvent[], from: OnboardingState = initialOnboarding) => events.reduce(onboardingReducer, from);

describe('number onboarding model', () => {
  it('states the requirements first: starting needs them acknowledged', () => {
    const opened = run([{ type: 'open' }]);
    expect(opened).toEqual({ phase: 'requirements', acknowledged: false });
    expect(run([{ type: 'start' }], opened)).toBe(opened);
    expect(run([{ type: 'acknowledge', value: true }, { type: 'start' }], opened)).toMatchObject({
      phase: 'details',
      phone: '',
      category: '',
    });
  });

  it('validates the number and the category on submit with translated keys, and clears a field error on edit', () => {
    const details = run([{ type: 'open' }, { type: 'acknowledge', value: true }, { type: 'start' }]);
    const refused = run([{ type: 'edit', phone: '+12', category: 'ab' }, { type: 'submit' }], details);
    expect(refused).toMatchObject({
      phase: 'details',
      submitting: false,
      errors: { phone: 'validation:phoneInvalid', category: 'validation:minLength3' },
    });
    const edited = run([{ type: 'edit', phone: '+966501234567' }], refused);
    expect(edited).toMatchObject({ errors: { category: 'validation:minLength3' } });
    expect(validateDetails('', 'Retail')).toEqual({ phone: 'validation:phoneRequired' });
    expect(validateDetails('+966 50 123 4567', 'Retail')).toEqual({});
  });

  it('follows the server: submitting, progress from the polled list, approval', () => {
    const submitting = run([
      { type: 'open' },
      { type: 'acknowledge', value: true },
      { type: 'start' },
      { type: 'edit', phone: '+966501234567', category: 'Retail' },
      { type: 'submit' },
    ]);
    expect(submitting).toMatchObject({ phase: 'details', submitting: true });
    expect(guardsUnload(submitting)).toBe(true);
    // A second submit while one is on its way does nothing.
    expect(onboardingReducer(submitting, { type: 'submit' })).toBe(submitting);
    const progress = onboardingReducer(submitting, { type: 'submitted', number: number() });
    expect(progress).toMatchObject({ phase: 'progress' });
    expect(guardsUnload(progress)).toBe(true);
    const later = onboardingReducer(progress, {
      type: 'numbers',
      numbers: [number({ id: 3 }), number({ onboarding: { mode: 'sandbox', done: 3, error: null } })],
    });
    expect(later).toMatchObject({ phase: 'progress', number: { onboarding: { done: 3 } } });
    const approved = onboardingReducer(later, {
      type: 'numbers',
      numbers: [number({ status: 'approved', onboarding: { mode: 'sandbox', done: 5, error: null } })],
    });
    expect(approved.phase).toBe('approved');
    expect(guardsUnload(approved)).toBe(false);
    expect(onboardingReducer(approved, { type: 'close' })).toEqual(initialOnboarding);
  });

  it('shows a refused submit and a failed step with their reasons; a number removed meanwhile ends the flow', () => {
    const submitting = run([
      { type: 'open' },
      { type: 'acknowledge', value: true },
      { type: 'start' },
      { type: 'edit', phone: '+966501234567', category: 'Retail' },
      { type: 'submit' },
    ]);
    expect(onboardingReducer(submitting, { type: 'submitFailed', reason: 'errors:phoneInUse' })).toMatchObject({
      phase: 'details',
      submitting: false,
      failure: 'errors:phoneInUse',
    });
    const progress = onboardingReducer(submitting, { type: 'submitted', number: number() });
    const failed = onboardingReducer(progress, {
      type: 'numbers',
      numbers: [number({ onboarding: { mode: 'cloud', done: 2, error: 'errors:onboardingFailed' } })],
    });
    expect(failed).toMatchObject({ phase: 'failed', reason: 'errors:onboardingFailed' });
    expect(onboardingReducer(progress, { type: 'numbers', numbers: [] })).toEqual(initialOnboarding);
  });

  it('derives each step state and whether to poll', () => {
    expect(onboardingStepStates(number({ onboarding: { mode: 'sandbox', done: 2, error: null } })).map((s) => s.state)).toEqual([
      'done',
      'done',
      'active',
      'waiting',
      'waiting',
    ]);
    expect(onboardingStepStates(number({ onboarding: { mode: 'cloud', done: 1, error: 'errors:onboardingFailed' } }))[1]!.state).toBe(
      'failed',
    );
    expect(onboardingStepStates(number({ status: 'approved' })).every((s) => s.state === 'done')).toBe(true);
    expect(isOnboarding([number({ status: 'approved' })])).toBe(false);
    expect(isOnboarding([number()])).toBe(true);
    expect(isOnboarding([number({ onboarding: { mode: 'sandbox', done: 1, error: 'errors:onboardingFailed' } })])).toBe(false);
    expect(isOnboarding(undefined)).toBe(false);
  });
});
