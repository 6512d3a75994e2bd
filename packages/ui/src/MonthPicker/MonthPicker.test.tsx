/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker, type MonthPickerProps } from './MonthPicker';
import { renderIn } from '../testing/renderIn';

function setup(props: Partial<MonthPickerProps> = {}, locale: 'en' | 'ar' = 'en') {
  const onChange = vi.fn();
  const utils = renderIn(
    locale,
    <form aria-label="filters">
      <MonthPicker label="Month" name="month" onChange={onChange} {...props} />
    </form>,
  );
  return { ...utils, onChange };
}

describe('MonthPicker', () => {
  it('defaults to the current month of the injected clock, in the given time zone', () => {
    // 31 March 2026 20:00 UTC is already April in Kolkata (SPEC §9 default time zone).
    const now = new Date(Date.UTC(2026, 2, 31, 20, 0));
    const { container } = setup({ now, timeZone: 'Asia/Kolkata' });
    expect(screen.getByRole('button')).toHaveTextContent('April 2026');
    expect(container.querySelector<HTMLInputElement>('input[name="month"]')?.value).toBe('2026-04');
  });

  it('marks the current month and disables months after maxValue', async () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    setup({ now, maxValue: { month: 11, year: 2026 }, defaultOpen: true });
    const november = await screen.findByRole('option', { name: /^November/ });
    expect(november).toHaveTextContent('November, This month');
    expect(november).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'October' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('option', { name: 'December' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('picks a month of another year with the year stepper and submits year-month', async () => {
    const user = userEvent.setup();
    const { container, onChange } = setup({ defaultValue: { month: 12, year: 2025 } });
    await user.click(screen.getByRole('button'));
    await user.click(await screen.findByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Months of 2026');
    await user.click(screen.getByRole('option', { name: 'February' }));
    expect(onChange).toHaveBeenCalledWith({ month: 2, year: 2026 });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button')).toHaveTextContent('February 2026');
    expect(container.querySelector<HTMLInputElement>('input[name="month"]')?.value).toBe('2026-02');
  });

  it('names the months and the year stepper in Arabic, with Arabic-Indic digits on request', async () => {
    setup({ defaultValue: { month: 3, year: 2026 }, arabicDigits: true, defaultOpen: true }, 'ar');
    expect(await screen.findByRole('option', { name: 'مارس' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'السنة السابقة' })).toBeEnabled();
    expect(screen.getByRole('heading')).toHaveTextContent('٢٠٢٦');
  });
});
