import { describe, expect, it } from 'vitest';
import {
  composerReducer,
  composerSend,
  displayName,
  initialComposer,
  inspectPath,
  matchQuickMessages,
  opensForward,
  phoneOfPath,
  quickQuery,
  stateLabel,
  tickOf,
  windowLeft,
} from './inboxModel';

describe('opensForward', () => {
  it('opens with the forward arrow of the reading direction only', () => {
    expect(opensForward('ArrowRight', 'ltr')).toBe(true);
    expect(opensForward('ArrowLeft', 'ltr')).toBe(false);
    expect(opensForward('ArrowLeft', 'rtl')).toBe(true);
    expect(opensForward('ArrowRight', 'rtl')).toBe(false);
    expect(opensForward('Enter', 'ltr')).toBe(false);
  });
});

describe('stateLabel and displayName', () => {
  it('says the state in words, with the agent when assigned', () => {
    expect(stateLabel({ state: 'waiting', agent_name: null })).toEqual({ key: 'state.waiting' });
    expect(stateLabel({ state: 'assigned', agent_name: 'Sara' })).toEqual({ key: 'state.assignedTo', agent: 'Sara' });
    expect(stateLabel({ state: 'assigned', agent_name: null })).toEqual({ key: 'state.assigned' });
    expect(stateLabel({ state: 'bot', agent_name: 'x' })).toEqual({ key: 'state.bot' });
    expect(stateLabel({ state: 'closed', agent_name: null })).toEqual({ key: 'state.closed' });
  });
  it('names the customer by profile name, else by number', () => {
    expect(displayName({ profile_name: 'نورة', phone: '966501234567' })).toBe('نورة');
    expect(displayName({ profile_name: '  ', phone: '966501234567' })).toBe('966501234567');
  });
});

describe('windowLeft', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('counts hours and minutes left, rounding up to the minute', () => {
    expect(windowLeft('2026-11-28T09:30:00Z', now)).toEqual({ open: true, hours: 21, minutes: 30 });
    expect(windowLeft('2026-11-27T12:00:30Z', now)).toEqual({ open: true, hours: 0, minutes: 1 });
  });
  it('is closed when passed, missing or malformed', () => {
    expect(windowLeft('2026-11-27T11:59:59Z', now).open).toBe(false);
    expect(windowLeft(null, now).open).toBe(false);
    expect(windowLeft('soon', now).open).toBe(false);
  });
});

describe('tickOf', () => {
  it('maps delivery statuses to ticks', () => {
    expect(tickOf(null)).toBeNull();
    expect(tickOf('queued')).toBe('pending');
    expect(tickOf('sending')).toBe('pending');
    expect(tickOf('sent')).toBe('sent');
    expect(tickOf('delivered')).toBe('delivered');
    expect(tickOf('seen')).toBe('seen');
    expect(tickOf('failed')).toBe('failed');
  });
});

describe('composer', () => {
  const quick = [
    { key: 'hello', content: 'Hello! How can we help?' },
    { key: 'Shipping', content: 'Your order ships in 2 days.' },
    { key: 'thanks', content: 'شكرًا لك' },
    { key: 'ahlan', content: 'أهلًا' },
  ];
  const templates = [{ id: 'order_update', category: 'utility' as const, cost: 1, text: 'Your order {name}' }];

  it('finds the quick-message query only while the text is /word', () => {
    expect(quickQuery('/')).toBe('');
    expect(quickQuery('/sh')).toBe('sh');
    expect(quickQuery('/sh ')).toBeNull();
    expect(quickQuery('hi /sh')).toBeNull();
  });
  it('matches keys by prefix first, then by content of the key, ignoring case', () => {
    expect(matchQuickMessages(quick, 'SH').map((m) => m.key)).toEqual(['Shipping']);
    expect(matchQuickMessages(quick, 'h').map((m) => m.key)).toEqual(['hello', 'Shipping', 'thanks', 'ahlan']);
    expect(matchQuickMessages(quick, 'an').map((m) => m.key)).toEqual(['thanks', 'ahlan']);
    expect(matchQuickMessages(quick, '')).toHaveLength(4);
  });
  it('picks a quick message, moves the highlight, wraps and resets after sending', () => {
    let state = composerReducer(initialComposer, { type: 'text', text: '/h' });
    state = composerReducer(state, { type: 'quickMove', by: -1, count: 3 });
    expect(state.quickIndex).toBe(2);
    state = composerReducer(state, { type: 'quickMove', by: 1, count: 3 });
    expect(state.quickIndex).toBe(0);
    state = composerReducer(state, { type: 'quickPick', message: quick[1]! });
    expect(state.text).toBe('Your order ships in 2 days.');
    expect(composerReducer(state, { type: 'sent' })).toEqual(initialComposer);
  });
  it('sends trimmed free text inside the window, never a bare /query', () => {
    expect(composerSend({ ...initialComposer, text: '  hi  ' }, true, templates)).toEqual({ text: 'hi' });
    expect(composerSend({ ...initialComposer, text: '   ' }, true, templates)).toBeNull();
    expect(composerSend({ ...initialComposer, text: '/hello' }, true, templates)).toBeNull();
  });
  it('outside the window sends only a chosen approved template, never free text', () => {
    expect(composerSend({ ...initialComposer, text: 'hi' }, false, templates)).toBeNull();
    expect(composerSend({ ...initialComposer, text: 'hi', templateId: 'order_update' }, false, templates)).toEqual({
      template_id: 'order_update',
    });
    expect(composerSend({ ...initialComposer, templateId: 'other' }, false, templates)).toBeNull();
  });
});

describe('inspect paths', () => {
  it('builds /inspect/{digits} from the country code and the trimmed number', () => {
    expect(inspectPath({ countryCode: '966', number: '501234567' })).toBe('/inspect/966501234567');
    expect(inspectPath({ countryCode: '966', number: '' })).toBeNull();
    expect(inspectPath({ countryCode: '966', number: '12' })).toBeNull();
  });
  it('reads E.164 digits with or without +, encoded or not', () => {
    expect(phoneOfPath('966501234567')).toBe('966501234567');
    expect(phoneOfPath('+966501234567')).toBe('966501234567');
    expect(phoneOfPath('%2B966501234567')).toBe('966501234567');
    expect(phoneOfPath('abc')).toBeNull();
    expect(phoneOfPath('%E0%A4%A')).toBeNull();
    // Show_Number off: an agent's URL carries the opaque key, kept as it is.
    const key = 'hQ2x9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567';
    expect(phoneOfPath(key)).toBe(key);
    expect(phoneOfPath('hshort')).toBeNull();
    expect(phoneOfPath('h<script>alert(1)</script>xxxxxxxxxxxxxxx')).toBeNull();
  });

  it('names a row by its mask, never its key, while numbers are hidden', () => {
    expect(displayName({ profile_name: '', phone: 'hQ2x9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567', phone_masked: '•••• 4567' })).toBe(
      '•••• 4567',
    );
    expect(displayName({ profile_name: '', phone: '966501234567', phone_masked: null })).toBe('966501234567');
    expect(displayName({ profile_name: 'Noura', phone: 'hQ2x9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567', phone_masked: '•••• 4567' })).toBe(
      'Noura',
    );
  });
});
