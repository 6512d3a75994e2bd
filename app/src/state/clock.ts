import { atom, useAtomValue } from 'jotai';

/**
 * The clock the screens read "now" from: `null` is the real one. Stories and tests set a fixed
 * date, so the current month's charts (which stop at today) and the month picker's latest month
 * do not change with the day the baselines are compared.
 */
export const clockAtom = atom<Date | null>(null);

/** Now, from the app's clock. */
export function useNow(): Date {
  return useAtomValue(clockAtom) ?? new Date();
}
