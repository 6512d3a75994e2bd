/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcut, resolveKey, toAriaKeyShortcuts } from './KeyboardShortcut';
import { renderIn } from '../testing/renderIn';

const capsOf = (container: HTMLElement) => [...container.querySelectorAll('kbd kbd')].map((cap) => cap.textContent);

describe('resolveKey', () => {
  it('keeps physical arrows and maps the logical ones by direction', () => {
    expect(resolveKey('ArrowLeft', 'rtl')).toBe('ArrowLeft');
    expect(resolveKey('ArrowInlineEnd', 'ltr')).toBe('ArrowRight');
    expect(resolveKey('ArrowInlineEnd', 'rtl')).toBe('ArrowLeft');
    expect(resolveKey('ArrowInlineStart', 'rtl')).toBe('ArrowRight');
  });

  it('reads symbols as the keys they stand for and leaves plain keys alone', () => {
    expect(resolveKey('⌘', 'ltr')).toBe('Meta');
    expect(resolveKey('Escape', 'ltr')).toBe('Esc');
    expect(resolveKey('K', 'ltr')).toBeNull();
  });
});

describe('toAriaKeyShortcuts', () => {
  it('spells keys the way aria-keyshortcuts expects', () => {
    expect(toAriaKeyShortcuts(['Ctrl', 'k'])).toBe('Control+K');
    expect(toAriaKeyShortcuts(['⌘', 'Shift', 'P'])).toBe('Meta+Shift+P');
    expect(toAriaKeyShortcuts(['Esc'])).toBe('Escape');
    expect(toAriaKeyShortcuts(['Alt', 'ArrowInlineEnd'], 'rtl')).toBe('Alt+ArrowLeft');
  });
});

describe('KeyboardShortcut', () => {
  it('shows key caps and gives screen readers the key names', () => {
    const { container } = renderIn('en', <KeyboardShortcut keys={['Ctrl', 'k']} />);
    expect(capsOf(container)).toEqual(['Ctrl', 'K']);
    expect(container.querySelector('kbd[dir="ltr"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Control + K')).toBeInTheDocument();
  });

  it('translates the names of word keys in Arabic and keeps the keys in left-to-right order', () => {
    const { container } = renderIn('ar', <KeyboardShortcut keys={['Ctrl', 'Shift', 'Space']} />);
    expect(capsOf(container)).toEqual(['Ctrl', 'Shift', 'مسافة']);
    expect(screen.getByText('مفتاح التحكم + مفتاح Shift + مفتاح المسافة')).toBeInTheDocument();
    const [ctrl, , space] = [...container.querySelectorAll('kbd kbd')];
    // Isolated LTR run: Ctrl stays on the left even on a right-to-left page.
    expect(ctrl!.getBoundingClientRect().left).toBeLessThan(space!.getBoundingClientRect().left);
  });

  it('shows symbols as printed and names them; ⌘ and ⌥, which no face we ship has, as icons', () => {
    const { container } = renderIn('en', <KeyboardShortcut keys={['⌘', '⌥', 'ArrowUp']} />);
    expect(capsOf(container)).toEqual(['', '', '↑']);
    const [command, option] = [...container.querySelectorAll('kbd kbd')];
    expect(command!.querySelector('svg.lucide-command')).toHaveAttribute('aria-hidden', 'true');
    expect(option!.querySelector('svg.lucide-option')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Command + Option + Up arrow')).toBeInTheDocument();
  });

  it('points the logical "towards the end" arrow left in Arabic', () => {
    const { container } = renderIn('ar', <KeyboardShortcut keys={['Alt', 'ArrowInlineEnd']} />);
    expect(capsOf(container)).toEqual(['Alt', '←']);
    expect(screen.getByText('مفتاح Alt + السهم الأيسر')).toBeInTheDocument();
  });

  it('describes a control without adding to its name when given an id', () => {
    renderIn(
      'en',
      <button type="button" aria-describedby="shortcut" aria-keyshortcuts={toAriaKeyShortcuts(['Ctrl', 'K'])}>
        Search <KeyboardShortcut id="shortcut" keys={['Ctrl', 'K']} size="sm" />
      </button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Search');
    expect(button).toHaveAccessibleDescription('Control + K');
  });
});
