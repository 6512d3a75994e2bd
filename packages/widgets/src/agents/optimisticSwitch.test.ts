import { describe, expect, it } from 'vitest';
import { isSwitchPending, shownValue, switchReducer, switchState } from './optimisticSwitch';

describe('optimistic switch', () => {
  it('shows the wish at once and locks until the answer', () => {
    const pressed = switchReducer(switchState(false), { type: 'press', value: true });
    expect(shownValue(pressed)).toBe(true);
    expect(isSwitchPending(pressed)).toBe(true);
    // A second press while pending changes nothing.
    expect(switchReducer(pressed, { type: 'press', value: false })).toBe(pressed);
  });

  it("takes the answer's Status as the truth, even when it is not the wish", () => {
    const pressed = switchReducer(switchState(false), { type: 'press', value: true });
    expect(switchReducer(pressed, { type: 'answer', status: true })).toEqual({ confirmed: true, wished: null });
    const contrary = switchReducer(pressed, { type: 'answer', status: false });
    expect(shownValue(contrary)).toBe(false);
    expect(isSwitchPending(contrary)).toBe(false);
  });

  it('rolls back to the value before the press on a failure', () => {
    const pressed = switchReducer(switchState(true), { type: 'press', value: false });
    const failed = switchReducer(pressed, { type: 'fail' });
    expect(shownValue(failed)).toBe(true);
    expect(isSwitchPending(failed)).toBe(false);
  });

  it('follows a fresh read, but not while a call is pending', () => {
    expect(switchReducer(switchState(false), { type: 'sync', status: true })).toEqual({ confirmed: true, wished: null });
    const pressed = switchReducer(switchState(false), { type: 'press', value: true });
    expect(switchReducer(pressed, { type: 'sync', status: false })).toBe(pressed);
  });
});
