/// <reference types="@vitest/browser/matchers" />
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormat } from '../format/FormatPreferences';
import { Stat } from './Stat';
import { renderIn } from '../testing/renderIn';

function wrap(children: ReactNode, locale: 'en' | 'ar' = 'en') {
  return renderIn(locale, children);
}

/** What a screen reader reads out of an element: its text without aria-hidden parts. */
function spoken(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (clone.textContent ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function Revenue() {
  const format = useFormat();
  return <Stat label="Revenue" value={format.currency(48250.5)} change={0.12} />;
}

describe('Stat', () => {
  it('says the change in words; arrow, sign and colour stay visual', () => {
    wrap(<Stat label="Orders this month" value="1,284" change={0.12} />);
    const change = screen.getByText('Up 12%').closest('dd')!;
    expect(spoken(change)).toBe('Up 12% vs previous period');
    expect(change.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(change).toHaveTextContent('+12%');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says a fall and no change', () => {
    wrap(
      <>
        <Stat label="Failed messages" value="18" change={-0.035} meaning="lowerIsBetter" changeContext="vs October" />
        <Stat label="Agents" value="6" change={0} />
      </>,
    );
    expect(spoken(screen.getByText('Down 3.5%').closest('dd')!)).toBe('Down 3.5% vs October');
    expect(spoken(screen.getByText('No change').closest('dd')!)).toBe('No change vs previous period');
  });

  it('colours by meaning: a fall of failed messages is good news', () => {
    wrap(<Stat label="Failed messages" value="18" change={-0.035} meaning="lowerIsBetter" />);
    const fall = screen.getByText('Down 3.5%').closest('dd')!;
    expect(fall).toHaveAttribute('data-trend', 'down');
    const visual = fall.querySelector('[aria-hidden="true"]')!;
    wrap(<Stat label="Revenue" value="1" change={0.2} />);
    const rise = screen.getByText('Up 20%').closest('dd')!.querySelector('[aria-hidden="true"]')!;
    // Both are good news: the same (success) colour.
    expect(getComputedStyle(visual).color).toBe(getComputedStyle(rise).color);
  });

  it('mirrors the trend arrow in Arabic, and speaks Arabic', () => {
    wrap(<Stat label="الطلبات هذا الشهر" value="1,284" change={0.12} />, 'ar');
    const change = screen.getByText(/ارتفاع/).closest('dd')!;
    expect(spoken(change)).toMatch(/^ارتفاع 12\s?[%٪] مقارنة بالفترة السابقة$/);
    expect(getComputedStyle(change.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('does not mirror the flat mark', () => {
    wrap(<Stat label="Agents" value="6" change={0} />, 'ar');
    expect(getComputedStyle(screen.getByText('دون تغيير').closest('dd')!.querySelector('svg')!).transform).toBe('none');
  });

  it('shows SAR amounts from the formatters', () => {
    wrap(<Revenue />);
    expect(screen.getByText('SAR 48,250.50')).toBeVisible();
  });

  it('while loading: skeletons, and "Loading…" after the label for screen readers', () => {
    wrap(<Stat label="Revenue" value="SAR 1.00" change={0.1} isLoading />);
    const list = screen.getByText('Revenue').closest('dl')!;
    expect(spoken(list)).toBe('RevenueLoading…');
    expect(list.querySelectorAll('[data-skeleton]')).toHaveLength(2);
    expect(within(list).queryByText('SAR 1.00')).toBeNull();
  });

  it('while loading without a comparison: no change line, so the loaded figure takes the same room', () => {
    wrap(<Stat label="Agents" isLoading />);
    const list = screen.getByText('Agents').closest('dl')!;
    expect(list.querySelectorAll('[data-skeleton]')).toHaveLength(1);
    expect(list.querySelectorAll('dd')).toHaveLength(1);
  });
});
