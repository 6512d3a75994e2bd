/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Meter, meterLevel } from './Meter';
import { renderIn } from '../testing/renderIn';

const renderIn400 = (locale: 'en' | 'ar', ui: ReactNode) => renderIn(locale, ui, { inlineSize: 400 });

describe('meterLevel', () => {
  it('rises at 80 % and 95 % of an allowance used (thresholds included)', () => {
    expect(meterLevel(0.79)).toBe('normal');
    expect(meterLevel(0.8)).toBe('warning');
    expect(meterLevel(0.949)).toBe('warning');
    expect(meterLevel(0.95)).toBe('danger');
    expect(meterLevel(1)).toBe('danger');
  });

  it('falls at 20 % and 5 % of a balance left', () => {
    expect(meterLevel(0.21, 'higherIsBetter')).toBe('normal');
    expect(meterLevel(0.2, 'higherIsBetter')).toBe('warning');
    expect(meterLevel(0.05, 'higherIsBetter')).toBe('danger');
    expect(meterLevel(0, 'higherIsBetter')).toBe('danger');
  });

  it('takes custom thresholds, one or both', () => {
    expect(meterLevel(0.6, 'lowerIsBetter', { warning: 0.5 })).toBe('warning');
    expect(meterLevel(0.96, 'lowerIsBetter', { warning: 0.5 })).toBe('danger');
    expect(meterLevel(0.7, 'lowerIsBetter', { warning: 0.5, danger: 0.7 })).toBe('danger');
    expect(meterLevel(0.4, 'higherIsBetter', { warning: 0.5, danger: 0.25 })).toBe('warning');
  });
});

describe('Meter', () => {
  it('is a meter named by its label, with "value of max" in the merchant’s number format', () => {
    renderIn400('en', <Meter label="Coins used" value={1250} maxValue={5000} />);
    const meter = screen.getByRole('meter', { name: 'Coins used' });
    expect(meter).toHaveAttribute('aria-valuenow', '1250');
    expect(meter).toHaveAttribute('aria-valuemax', '5000');
    expect(meter).toHaveAttribute('aria-valuetext', '1,250 of 5,000');
    expect(meter).toHaveAttribute('data-level', 'normal');
  });

  it('uses the caller’s value text', () => {
    renderIn400('en', <Meter label="Coins used" value={1250} maxValue={5000} valueLabel="1,250 of 5,000 coins" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '1,250 of 5,000 coins');
    expect(screen.getByText('1,250 of 5,000 coins')).toBeVisible();
  });

  it('says the level in words, on screen and to screen readers', () => {
    renderIn400('en', <Meter label="Coins used" value={4800} maxValue={5000} valueLabel="4,800 of 5,000 coins" />);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('data-level', 'danger');
    expect(meter).toHaveAttribute('aria-valuetext', '4,800 of 5,000 coins, Critical');
    expect(screen.getByText('Critical')).toBeVisible();
  });

  it('translates the level and the value text in Arabic', () => {
    renderIn400('ar', <Meter label="رصيد المحفظة" value={150} maxValue={1000} meaning="higherIsBetter" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '150 من 1,000، منخفض');
    expect(screen.getByText('منخفض')).toBeVisible();
  });

  it('takes the caller’s words for a level', () => {
    renderIn400('en', <Meter label="Coins used" value={90} statusLabels={{ warning: 'Buy more coins soon' }} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '90 of 100, Buy more coins soon');
  });

  it.each(['en', 'ar'] as const)('fills from the inline start (%s)', (locale) => {
    const { container } = renderIn400(locale, <Meter label="Coins used" value={30} />);
    const track = container.querySelector('[role="meter"] > div') as HTMLElement;
    const fill = track.firstElementChild as HTMLElement;
    const [f, t] = [fill.getBoundingClientRect(), track.getBoundingClientRect()];
    expect(f.width).toBeCloseTo(t.width * 0.3, 0);
    if (locale === 'ar') expect(f.right).toBeCloseTo(t.right, 0);
    else expect(f.left).toBeCloseTo(t.left, 0);
  });
});
