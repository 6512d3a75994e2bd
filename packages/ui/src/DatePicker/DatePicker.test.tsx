/// <reference types="@vitest/browser/matchers" />
import { CalendarDate } from '@internationalized/date';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { renderIn } from '../testing/renderIn';

function setup(props: Partial<DatePickerProps<CalendarDate>> = {}, locale: 'en' | 'ar' = 'en') {
  const onChange = vi.fn();
  renderIn(locale, <DatePicker label="Order date" defaultValue={new CalendarDate(2026, 3, 15)} onChange={onChange} {...props} />);
  return { onChange };
}

describe('DatePicker calendars', () => {
  it('shows Hijri but hands back a Gregorian date', async () => {
    const user = userEvent.setup();
    const { onChange } = setup({ calendar: 'islamic-umalqura' }, 'ar');
    await user.click(screen.getByRole('button', { name: /التقويم|Calendar/ }));
    const grid = await screen.findByRole('grid');
    // 15 March 2026 is 26 Ramadan 1447.
    expect(grid).toHaveAccessibleName(/رمضان 1447/);
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const value = onChange.mock.calls.at(-1)?.[0] as CalendarDate;
    expect(value.calendar.identifier).toBe('gregory');
    expect(value.toString()).toBe('2026-03-16');
  });

  it('writes Arabic-Indic digits in the segments on request', () => {
    setup({ arabicDigits: true }, 'ar');
    const segments = screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
    expect(segments).toContain('١٥');
    expect(segments).toContain('٢٠٢٦');
  });

  it('keeps Latin digits and the Gregorian calendar by default in Arabic', () => {
    setup({}, 'ar');
    const segments = screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
    expect(segments).toEqual(expect.arrayContaining(['15', '2026']));
  });
});
