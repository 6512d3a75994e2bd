/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaslProvider } from '@wasl/ui';
import hostile from '../../../../stories/support/fixtures/hostile-strings.json';
import { tokenAtom } from '../../state/token';
import { QuickMessages } from './QuickMessages';

afterEach(() => vi.unstubAllGlobals());

/** The store's quick messages as GET /agent/quick-messages answers them; any other call is a 404. */
function answerQuick(quick: { key: string; content: string }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/agent/quick-messages')) return Response.json({ success: true, data: { Quick: quick } });
      return Response.json({ success: false, message: 'errors:notFound' }, { status: 404 });
    }),
  );
}

describe("the agent's quick messages (/agent/quick-messages)", () => {
  it.each(['en', 'ar'] as const)(
    'shows hostile titles and messages as text, and an unbroken one wraps inside a phone-wide page (%s)',
    async (locale) => {
      const unbroken = hostile.long[3]!;
      const quick = [
        { key: hostile.markup[1]!, content: hostile.markup[2]! },
        { key: hostile.bidi[0]!, content: `${hostile.long[0]!.trim()}\n${unbroken}` },
        { key: unbroken.slice(0, 50), content: hostile.long[2]! },
      ];
      answerQuick(quick);
      const store = createStore();
      store.set(tokenAtom, 'test-session');
      const { container } = render(
        <div style={{ inlineSize: 390, overflow: 'hidden' }} data-testid="phone">
          <WaslProvider locale={locale} theme="light" store={store}>
            <QuickMessages />
          </WaslProvider>
        </div>,
      );
      await screen.findByText(`/${unbroken.slice(0, 50)}`, { exact: true }, { timeout: 5_000 });
      // Testing Library compares the text with its white space collapsed (the newline is shown as a space).
      for (const message of quick) {
        expect(screen.getByText(`/${message.key}`, { exact: true })).toBeTruthy();
        expect(screen.getByText(message.content.replace(/\s+/g, ' ').trim(), { exact: true })).toBeTruthy();
      }
      expect(container.querySelector('img[src="x"], svg[onload], [onerror], [onload], script')).toBeNull();
      // A message's line breaks are kept, as the merchant's list shows them.
      const multiline = screen.getByText(quick[1]!.content.replace(/\s+/g, ' ').trim(), { exact: true });
      expect(getComputedStyle(multiline.closest('dd')!).whiteSpace).toBe('pre-wrap');
      expect(multiline.textContent).toContain('\n');
      // Nothing is wider than the phone: the unbroken title and message wrap.
      const phone = screen.getByTestId('phone');
      expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
      const edge = phone.getBoundingClientRect();
      for (const el of phone.querySelectorAll('dt, dd')) {
        const box = el.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(edge.left - 1);
        expect(box.right).toBeLessThanOrEqual(edge.right + 1);
      }
    },
  );
});
