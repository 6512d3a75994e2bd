/**
 * A switch whose truth is the server's answer (SPEC §4: the support and bot-flow toggles "return the
 * new Status"). Pressed, it shows the wished value at once and locks; the answer's `Status` then
 * becomes the value — even when it differs from the wish (the server flips what it has); a failure
 * rolls back to the value before the press. Pure, unit-tested; the view holds it in a reducer.
 */
export interface OptimisticSwitch {
  /** The last value the server said (the list's, or a toggle's answer). */
  confirmed: boolean;
  /** The value shown while a call is pending, else null. */
  wished: boolean | null;
}

export type SwitchEvent =
  | { type: 'press'; value: boolean }
  | { type: 'answer'; status: boolean }
  | { type: 'fail' }
  /** A fresh read of the settings (a refetch); ignored while a call is pending. */
  | { type: 'sync'; status: boolean };

export const switchState = (confirmed: boolean): OptimisticSwitch => ({ confirmed, wished: null });

export function switchReducer(state: OptimisticSwitch, event: SwitchEvent): OptimisticSwitch {
  switch (event.type) {
    case 'press':
      return state.wished === null ? { ...state, wished: event.value } : state;
    case 'answer':
      return { confirmed: event.status, wished: null };
    case 'fail':
      return { ...state, wished: null };
    case 'sync':
      return state.wished === null ? { confirmed: event.status, wished: null } : state;
  }
}

/** What the switch shows. */
export const shownValue = (state: OptimisticSwitch): boolean => state.wished ?? state.confirmed;
export const isSwitchPending = (state: OptimisticSwitch): boolean => state.wished !== null;
