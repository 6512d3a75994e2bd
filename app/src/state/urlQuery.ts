import { useCallback, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { currentMonth, formatMonthKey, parseMonthKey, type MonthValue } from '@wasl/ui';

/** One parameter of a list's query: read from the URL (`null` when absent), written back (`null` leaves it out). */
export interface QueryParam<T> {
  parse: (raw: string | null) => T;
  format: (value: T) => string | null;
}

/** `2026-02-30` is not a day: it must come back from Date unchanged. */
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** The parameters the lists use. A missing or malformed value reads as the default, never as an error. */
export const param = {
  /** `?page=2`: a page from 1 (page 1 is left out of the URL). */
  page: {
    parse: (raw) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1),
    format: (page) => (page > 1 ? String(page) : null),
  } satisfies QueryParam<number>,
  /** `?search=NKH-1`: free text ('' when absent). */
  text: { parse: (raw) => raw ?? '', format: (text) => text || null } satisfies QueryParam<string>,
  /** `?month=2026-11` (SPEC §9): the current month when absent. */
  month: {
    parse: (raw) => parseMonthKey(raw ?? '') ?? currentMonth(),
    format: (month) => formatMonthKey(month),
  } satisfies QueryParam<MonthValue>,
  /** `?from=2026-11-01`: a calendar day ('' when absent or not a real `YYYY-MM-DD` day). */
  isoDate: {
    parse: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && isRealDay(raw) ? raw : ''),
    format: (day) => day || null,
  } satisfies QueryParam<string>,
  /** `?status=packed`: one of `values`, or null (all) when absent or unknown. */
  oneOf: <T extends string>(values: readonly T[]): QueryParam<T | null> => ({
    parse: (raw) => ((values as readonly (string | null)[]).includes(raw) ? (raw as T) : null),
    format: (value) => value,
  }),
};

/** Any parameter (its `format` takes its own value: `never` here accepts them all). */
type AnyParam = { parse: (raw: string | null) => unknown; format: (value: never) => string | null };
type Values<S extends Record<string, AnyParam>> = { [K in keyof S]: ReturnType<S[K]['parse']> };

/**
 * A list's query state (filters, page, month) in the URL, so a reload, the back button and a shared
 * link keep it. Changes replace the history entry (a filter is not a page of its own). Works in any
 * wouter router: the browser's, or the memory location of the screen stories.
 */
export function useUrlQuery<S extends Record<string, AnyParam>>(schema: S): [Values<S>, (changes: Partial<Values<S>>) => void] {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const values = Object.fromEntries(Object.entries(schema).map(([name, codec]) => [name, codec.parse(params.get(name))])) as Values<S>;
  // The same setter until the URL changes (a screen's effect may depend on it); the schema is fixed per screen.
  const codecs = useRef(schema);
  const set = useCallback(
    (changes: Partial<Values<S>>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(changes)) {
        const formatted = (codecs.current[name] as unknown as QueryParam<unknown>).format(value);
        if (formatted === null) next.delete(name);
        else next.set(name, formatted);
      }
      const query = next.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true });
    },
    [navigate, path, search],
  );
  return [values, set];
}
