import { describe, expect, it } from 'vitest';
import { currentButtons, emulatorReducer, initialEmulator, type EmulatorState } from './emulatorLog';

const welcome = { text: 'Welcome', buttons: [{ id: 'track', title: 'Track my order' }] };

describe('emulator chat log', () => {
  it('starts, appends the customer’s button and the bot’s replies, and follows $LANG', () => {
    let s: EmulatorState = emulatorReducer(initialEmulator('en'), { type: 'start' });
    expect(s).toMatchObject({ pending: true, session: 1, entries: [], started: true });
    s = emulatorReducer(s, { type: 'replies', session: 1, replies: [welcome] });
    expect(currentButtons(s)).toEqual(welcome.buttons);
    s = emulatorReducer(s, { type: 'press', button: welcome.buttons[0]! });
    expect(s.entries.map((e) => `${e.from}:${e.text}`)).toEqual(['bot:Welcome', 'customer:Track my order']);
    expect(currentButtons(s)).toEqual([]);
    // A second press while the bot answers is ignored.
    expect(emulatorReducer(s, { type: 'press', button: welcome.buttons[0]! })).toBe(s);
    s = emulatorReducer(s, { type: 'replies', session: 1, replies: [{ text: 'تم تغيير اللغة', buttons: [], language: 'ar' }] });
    expect(s).toMatchObject({ language: 'ar', pending: false });
    expect(s.entries).toHaveLength(3);
  });

  it('reset clears the log and restarts; a late answer of the old conversation is dropped', () => {
    let s = emulatorReducer(initialEmulator(), { type: 'start' });
    s = emulatorReducer(s, { type: 'replies', session: 1, replies: [welcome] });
    s = emulatorReducer(s, { type: 'press', button: welcome.buttons[0]! });
    s = emulatorReducer(s, { type: 'start' });
    expect(s).toMatchObject({ entries: [], session: 2, pending: true });
    expect(emulatorReducer(s, { type: 'replies', session: 1, replies: [welcome] })).toBe(s);
    expect(emulatorReducer(s, { type: 'failed', session: 1 })).toBe(s);
    expect(emulatorReducer(s, { type: 'failed', session: 2 })).toMatchObject({ failed: true, pending: false });
  });

  it('changes language', () => {
    expect(emulatorReducer(initialEmulator(), { type: 'language', language: 'ar' }).language).toBe('ar');
  });
});
