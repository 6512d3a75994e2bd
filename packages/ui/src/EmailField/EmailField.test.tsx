/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateNewsletterEmail } from '@wasl/api/validators';
import { Form } from '../Form';
import { renderIn } from '../testing/renderIn';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('types left to right in Arabic, with the e-mail keyboard and autofill', async () => {
    renderIn('ar', <EmailField label="البريد الإلكتروني" name="email" />);
    const input = await screen.findByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it("applies SPEC §5's account rule after the field is left, not before", async () => {
    renderIn('en', <EmailField label="Email" name="email" />);
    const input = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'sara@');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Enter a valid email!')).toBeInTheDocument();
  });

  it("takes a form's own rule instead of the account rule", async () => {
    const saudiOnly = (value: string) => validateNewsletterEmail(value) ?? (value.endsWith('.sa') ? null : 'validation:emailInvalid');
    renderIn(
      'en',
      <Form>
        <EmailField label="Account" name="account" />
        <EmailField label="Newsletter" name="newsletter" validate={saudiOnly} />
      </Form>,
    );
    for (const name of ['Account', 'Newsletter']) {
      await userEvent.type(await screen.findByRole('textbox', { name }), 'sara@shop.com');
      await userEvent.tab();
    }
    expect(screen.getByRole('textbox', { name: 'Account' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Newsletter' })).toHaveAttribute('aria-invalid', 'true');
  });
});
