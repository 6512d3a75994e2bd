/// <reference types="@vitest/browser/matchers" />
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { param, useUrlQuery } from './urlQuery';

const statuses = ['placed', 'packed'] as const;

function List({ onSet }: { onSet: (set: ReturnType<typeof useUrlQuery<Schema>>[1]) => void }) {
  const [query, set] = useUrlQuery(schema);
  onSet(set);
  return <output>{JSON.stringify(query)}</output>;
}
const schema = { month: param.month, page: param.page, search: param.text, status: param.oneOf(statuses) };
type Schema = typeof schema;

/** The list at `path` in a memory router; answers the location and the setter. */
function at(path: string) {
  const location = memoryLocation({ path, record: true });
  let set: ReturnType<typeof useUrlQuery<Schema>>[1] = () => undefined;
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <List onSet={(setter) => (set = setter)} />
    </Router>,
  );
  return { location, set: (changes: Parameters<typeof set>[0]) => act(() => set(changes)) };
}
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

describe('useUrlQuery: list filters, page and month in the URL', () => {
  it('reads a shared link', () => {
    at('/orders?month=2026-10&page=2&search=NKH-1&status=packed');
    expect(shown()).toEqual({ month: { year: 2026, month: 10 }, page: 2, search: 'NKH-1', status: 'packed' });
  });

  it('writes changes into the URL (replacing the entry), leaving defaults out', () => {
    const { location, set } = at('/orders?page=3');
    set({ status: 'placed', page: 1 });
    expect(location.history).toEqual(['/orders?status=placed']);
    set({ month: { year: 2026, month: 9 } });
    expect(location.history).toEqual(['/orders?status=placed&month=2026-09']);
    expect(shown()).toMatchObject({ status: 'placed', page: 1, month: { year: 2026, month: 9 } });
    set({ status: null });
    expect(location.history).toEqual(['/orders?month=2026-09']);
  });

  it('reads a malformed value as the default', () => {
    at('/orders?page=-1&status=lost&month=2026-13');
    expect(shown()).toMatchObject({ page: 1, status: null, search: '' });
  });

  it('reads a day as `YYYY-MM-DD` only when it is a real calendar day', () => {
    expect(param.isoDate.parse('2026-11-29')).toBe('2026-11-29');
    for (const raw of [null, '', '2026-02-30', '2026-13-01', '29/11/2026', '2026-11-29T00:00', '<script>'])
      expect(param.isoDate.parse(raw), String(raw)).toBe('');
    expect(param.isoDate.format('')).toBeNull();
    expect(param.isoDate.format('2026-11-01')).toBe('2026-11-01');
  });
});
