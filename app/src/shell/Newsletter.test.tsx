/// <reference types="@vitest/browser/matchers" />
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaslProvider } from '@wasl/ui';
import { Newsletter } from './Newsletter';

afterEach(() => vi.unstubAllGlobals());

describe('footer newsletter (SPEC §2, §5)', () => {
  it('shows no message before the form is used, validates on submit, then posts the e-mail in a header', async () => {
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(new URL(String(input instanceof Request ? input.url : input), location.href), init);
        calls.push(request);
        if (request.url.includes('/subscribe/newsletter')) return Response.json({ success: true, message: 'public:subscribed' });
        return new Response('{}', { status: 404 });
      }),
    );
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
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/public/v1.0/subscribe/newsletter'))).toBe(true));
    const posted = calls.find((call) => call.url.endsWith('/public/v1.0/subscribe/newsletter'));
    expect(posted?.method).toBe('POST');
    expect(posted?.headers.get('Email')).toBe('fan@example.com');
    await waitFor(() => expect(field).toHaveValue(''));
  });
});
