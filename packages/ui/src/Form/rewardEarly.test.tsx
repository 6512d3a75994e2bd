/// <reference types="@vitest/browser/matchers" />
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { validateEmail } from '@wasl/api/validators';
import { TextField } from '../TextField';
import { PasswordField } from '../PasswordField';
import { Form } from './Form';
import { renderIn } from '../testing/renderIn';

// The bug: the error line left only at blur, i.e. when the mouse went down on the submit button;
// the button then moved up and the real mouse-up landed beside it, so no click. Only a real pointer
// (Playwright through vitest/browser) sees that, not a synthetic click.
describe('a field showing an error re-validates as the user types (reward early)', () => {
  it('clears the error while typing, so one real click on the button below submits', async () => {
    const onSubmit = vi.fn();
    renderIn(
      'en',
      <Form onSubmit={onSubmit} showErrorSummary={false}>
        <TextField name="email" label="Email" type="email" validate={validateEmail} />
        <button type="submit">Send</button>
      </Form>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    const button = screen.getByRole('button', { name: 'Send' });

    // Nothing typed, not blurred: no error yet (punish late).
    await userEvent.click(field);
    await userEvent.keyboard('not');
    expect(screen.queryByText(/Email is required|Enter a valid email/)).toBeNull();
    await userEvent.clear(field);

    await userEvent.click(button);
    await expect.element(screen.getByText('Email is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(field);
    await userEvent.keyboard('fan@example.com');
    // Gone while the field still has focus: before any click.
    await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull());
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('aria-invalid');

    await userEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'fan@example.com' });
  });

  it('shows a changed error while typing once one is shown, and none on a field never blurred', async () => {
    renderIn(
      'en',
      <Form showErrorSummary={false}>
        <TextField name="email" label="Email" type="email" validate={validateEmail} />
        <PasswordField name="password" label="Password" isRequired />
        <button type="submit">Send</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect.element(screen.getByText('Email is required')).toBeVisible();
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('fan@');
    await expect.element(screen.getByText('Enter a valid email!')).toBeVisible();

    await userEvent.click(password);
    await userEvent.keyboard('x');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
  });
});
