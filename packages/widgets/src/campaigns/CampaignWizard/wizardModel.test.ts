import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIMITS, campaignStatuses, parseCsvAudience } from '@wasl/api/models';
import type { Campaign } from '@wasl/api/types';
import {
  draftOf,
  emptyDraft,
  firstInvalidStep,
  initWizard,
  preflight,
  stepFromQuery,
  toCampaignBody,
  validateStep,
  visibleErrors,
  wizardReducer,
  type CampaignDraft,
  type WizardAction,
  type WizardState,
} from './wizardModel';

const complete = (): CampaignDraft => ({
  ...emptyDraft('2026-12-01'),
  name: 'White Friday',
  content: 'Up to 50% off everything this weekend.',
  buttons: [{ text: 'Shop now', url: 'https://shop.example.com' }],
  website_link: 'shop.example.com',
  consent: true,
});

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

const campaign = (status: Campaign['status']): Campaign => ({
  id: 4,
  name: 'Saved',
  start_date: '2026-12-05',
  target: 3,
  progress: 0,
  sent: 0,
  reach: 0,
  impressions: 0,
  clicks: 0,
  ctr: 0,
  revenue: 0,
  conversions: 0,
  conversion: 0,
  cost: 0,
  roas: 0,
  status,
  language: 'ar',
  image: null,
  content: 'مرحبا',
  buttons: [{ text: 'تسوق', url: null }],
  website_link: '',
  audience: { from_database: false, csv: ['+966501234567'], size: 1, consent: true },
  total_cost: 1,
  duration_days: 2,
  start_hour: 9,
  daily_limit: 500,
  deleted_at: null,
});

describe('steps and validation', () => {
  it('refuses to leave step 1 while it has errors and shows them', () => {
    const state = run(initWizard({ draft: emptyDraft('2026-12-01') }), { type: 'next' });
    expect(state.step).toBe(1);
    expect(visibleErrors(state)).toMatchObject({ name: 'validation:required', content: 'validation:required' });
  });

  it('shows no error before the user tries to leave the step', () => {
    expect(visibleErrors(initWizard({ draft: emptyDraft('2026-12-01') }))).toEqual({});
  });

  it('walks 1 → 2 → 3 and back when each step is valid', () => {
    let state = initWizard({ draft: complete() });
    state = run(state, { type: 'next' });
    expect(state.step).toBe(2);
    state = run(state, { type: 'next' }, { type: 'next' });
    expect(state.step).toBe(3);
    state = run(state, { type: 'back' }, { type: 'back' }, { type: 'back' });
    expect(state.step).toBe(1);
  });

  it('jumping ahead stops at the first invalid step', () => {
    const state = run(initWizard({ draft: { ...complete(), from_database: false } }), { type: 'goTo', step: 3 });
    expect(state.step).toBe(2);
    expect(visibleErrors(state)).toEqual({ audience: 'campaigns:errors.audienceEmpty' });
  });

  it('the audience step needs the attestation of consent (PDPL), and sends it', () => {
    const state = run(initWizard({ draft: { ...complete(), consent: false } }), { type: 'goTo', step: 3 });
    expect(state.step).toBe(2);
    expect(visibleErrors(state)).toEqual({ consent: 'campaigns:errors.consentRequired' });
    const attested = run(state, { type: 'set', field: 'consent', value: true }, { type: 'next' });
    expect(attested.step).toBe(3);
    expect(toCampaignBody(attested.draft).audience).toEqual({ from_database: true, csv: [], consent: true });
    expect(emptyDraft('2026-12-01').consent).toBe(false);
  });

  it('uses the shared validators: short name, bad website, script URL, long content', () => {
    const errors = validateStep(
      {
        ...complete(),
        name: 'ab',
        website_link: 'not a site',
        content: 'x'.repeat(1025),
        buttons: [
          { text: 'Go', url: 'javascript:alert(1)' },
          { text: ' ', url: '' },
        ],
      },
      1,
    );
    expect(errors).toEqual({
      name: 'validation:minLength3',
      website_link: 'validation:websiteInvalid',
      content: 'validation:tooLong',
      'buttons.0.url': 'validation:urlInvalid',
      'buttons.1.text': 'validation:required',
    });
  });

  it('counts characters, not UTF-16 units (an emoji button label of 25 is fine)', () => {
    expect(validateStep({ ...complete(), buttons: [{ text: '🎉'.repeat(25), url: '' }] }, 1)).toEqual({});
    expect(validateStep({ ...complete(), buttons: [{ text: '🎉'.repeat(26), url: '' }] }, 1)).toEqual({
      'buttons.0.text': 'validation:tooLong',
    });
  });

  it('checks the schedule ranges and a real calendar date', () => {
    const errors = validateStep({ ...complete(), start_date: '2026-02-30', start_hour: 24, duration_days: 0, daily_limit: 1.5 }, 3);
    expect(errors).toEqual({
      start_date: 'campaigns:errors.dateInvalid',
      start_hour: 'campaigns:errors.outOfRange',
      duration_days: 'campaigns:errors.outOfRange',
      daily_limit: 'campaigns:errors.outOfRange',
    });
  });

  it('attempt (submit) jumps to the first invalid step and marks it', () => {
    const state = run(initWizard({ draft: { ...complete(), name: '' }, step: 3 }), { type: 'attempt' });
    expect(state.step).toBe(1);
    expect(visibleErrors(state).name).toBe('validation:required');
    expect(firstInvalidStep(complete())).toBeNull();
  });
});

describe('buttons', () => {
  it('adds at most three call-to-action buttons, edits and removes one', () => {
    let state = initWizard({ draft: emptyDraft('2026-12-01') });
    for (let i = 0; i < 5; i++) state = wizardReducer(state, { type: 'addButton' });
    expect(state.draft.buttons).toHaveLength(CAMPAIGN_LIMITS.buttons);
    state = run(state, { type: 'setButton', index: 1, field: 'text', value: 'Second' }, { type: 'removeButton', index: 0 });
    expect(state.draft.buttons.map((b) => b.text)).toEqual(['Second', '']);
    expect(run(state, { type: 'setButton', index: 7, field: 'text', value: 'x' })).toBe(state);
  });
});

describe('lock', () => {
  it('only pending is editable; every other status shows step 3 and ignores edits', () => {
    for (const status of campaignStatuses) {
      const state = initWizard({ draft: complete(), status, step: 1 });
      if (status === 'pending') {
        expect(state.step).toBe(1);
        expect(run(state, { type: 'set', field: 'name', value: 'Changed' }).draft.name).toBe('Changed');
        continue;
      }
      expect(state.step).toBe(3);
      const after = run(
        state,
        { type: 'set', field: 'name', value: 'Changed' },
        { type: 'addButton' },
        { type: 'removeButton', index: 0 },
        { type: 'setButton', index: 0, field: 'text', value: 'x' },
        { type: 'clearCsv' },
        { type: 'goTo', step: 1 },
        { type: 'back' },
      );
      expect(after).toBe(state);
    }
  });

  it('stepFromQuery: 1–3, default 1, locked → 3', () => {
    expect(stepFromQuery(null)).toBe(1);
    expect(stepFromQuery('2')).toBe(2);
    expect(stepFromQuery('9')).toBe(1);
    expect(stepFromQuery('abc')).toBe(1);
    expect(stepFromQuery('1', 'ongoing')).toBe(3);
  });

  it('a save that returns a non-pending campaign locks the wizard', () => {
    const state = run(initWizard({ draft: complete(), step: 2 }), { type: 'saved', campaign: campaign('scheduled') });
    expect(state.step).toBe(3);
    expect(state.status).toBe('scheduled');
    expect(state.draft.name).toBe('Saved');
  });
});

describe('CSV and body', () => {
  it('takes the parsed numbers and keeps the report; clear empties both', () => {
    const report = parseCsvAudience('phone\n+966501234567\n+966501234567\nbad');
    let state = run(initWizard({ draft: complete() }), { type: 'csvParsed', report });
    expect(state.draft.csv).toEqual(['+966501234567']);
    expect(state.csvReport?.counts).toEqual({ invalid_number: 1, duplicate: 1, opted_out: 0 });
    expect(state.dirty).toBe(true);
    state = run(state, { type: 'clearCsv' });
    expect(state.draft.csv).toEqual([]);
    expect(state.csvReport).toBeNull();
  });

  // The body's type is the contract's (`CampaignBody` from @wasl/api/types); the server's campaign
  // tests parse real bodies with the schema. Widgets import no zod, tests included.
  it('builds the contract body, round-tripping a saved campaign', () => {
    expect(toCampaignBody(complete()).name).toBe(complete().name);
    const body = toCampaignBody(draftOf(campaign('pending')));
    expect(body.buttons).toEqual([{ text: 'تسوق', url: null }]);
    expect(body.image).toBeNull();
  });
});

describe('preflight', () => {
  const base = { customerCount: 1200, csvReport: null, coins: 5000, messagingTier: 1000, savedRecipients: null };

  it('counts one coin per recipient, days at the daily limit and the tier warning', () => {
    const p = preflight({ ...base, draft: { ...complete(), daily_limit: 500 } });
    expect(p).toMatchObject({
      recipients: 1200,
      coinsNeeded: 1200,
      coinsShort: 0,
      days: 3,
      daysExceedDuration: true,
      tierExceeded: false,
      canSend: true,
    });
    expect(preflight({ ...base, draft: { ...complete(), daily_limit: 2000 } }).tierExceeded).toBe(true);
    expect(preflight({ ...base, messagingTier: null, draft: { ...complete(), daily_limit: 2000 } }).tierExceeded).toBe(false);
  });

  it('is short of coins when the balance is below the audience', () => {
    const p = preflight({ ...base, coins: 200, draft: complete() });
    expect(p).toMatchObject({ coinsShort: 1000, canSend: false });
  });

  it('reports skipped numbers by reason and prefers the server count', () => {
    const report = parseCsvAudience('+966501234567\n+966501234567\n+966501234568\nx', { optedOut: ['+966501234568'] });
    const draft = { ...complete(), csv: report.numbers };
    const p = preflight({ ...base, draft, csvReport: report });
    expect(p.recipients).toBe(1201);
    expect(p.estimated).toBe(true);
    expect(p.skipped).toEqual({ invalid_number: 1, duplicate: 1, opted_out: 1 });
    expect(p.skippedTotal).toBe(3);
    expect(preflight({ ...base, draft, csvReport: report, savedRecipients: 1200 })).toMatchObject({ recipients: 1200, estimated: false });
  });

  it('cannot send to nobody', () => {
    expect(preflight({ ...base, draft: { ...complete(), from_database: false } })).toMatchObject({
      recipients: 0,
      days: 0,
      canSend: false,
    });
  });
});
