/// <reference types="@vitest/browser/matchers" />
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent as realUser } from 'vitest/browser';
import { WaslProvider } from '@wasl/ui';
import { Newsletter } from './Newsletter';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that records requests and answers the newsletter call like the server. */
function recordFetch(): Request[] {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input instanceof Request ? input.url : input), location.href), init);
      calls.push(request);
      if (request.url.includes('/subscribe/newsletter')) return Response.json({ success: true, message: 'errors:success.subscribed' });
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

describe('footer newsletter (SPEC §2, §5)', () => {
  it('shows no message before the form is used, validates on submit, then posts the e-mail in a header', async () => {
    const calls = recordFetch();
    const user = userEvent.setup();
    render(
      <WaslProvider locale="en" theme="light">
        <Newsletter />
      </WaslProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByText('Enter a valid email!')).toBeNull();

    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expect.element(screen.getByText('Enter a valid email!')).toBeVisible();
    expect(calls.filter((call) => call.url.includes('newsletter'))).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The first call loads the API client on demand (state/publicCalls.ts) and then renders the
    // answer: on a loaded 2-core CI machine that can take longer than waitFor's default second.
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/public/v1.0/subscribe/newsletter'))).toBe(true), { timeout: 5000 });
    const posted = calls.find((call) => call.url.endsWith('/public/v1.0/subscribe/newsletter'));
    expect(posted?.method).toBe('POST');
    expect(posted?.headers.get('Email')).toBe('fan@example.com');
    await waitFor(() => expect(field).toHaveValue(''), { timeout: 5000 });
  });

  // The e2e bug: pressing Subscribe blurs the field first, which clears its old error; if that moved
  // the button, the real mouse-up landed beside it and no click (no request) happened. Playwright's
  // real pointer (vitest/browser), not a synthetic event, is what sees this.
  it('a corrected address is sent by one real click: the button does not move when the error leaves', async () => {
    const calls = recordFetch();
    render(
      <WaslProvider locale="en" theme="light">
        <Newsletter />
      </WaslProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await realUser.fill(field, 'not-an-email');
    await realUser.click(button);
    await expect.element(screen.getByText('Enter a valid email!')).toBeVisible();
    const withError = button.getBoundingClientRect().top;

    await realUser.fill(field, 'fan@example.com');
    await realUser.click(button);
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/public/v1.0/subscribe/newsletter'))).toHaveLength(1));
    expect(screen.queryByText('Enter a valid email!')).toBeNull();
    expect(button.getBoundingClientRect().top).toBe(withError);
  });
});
