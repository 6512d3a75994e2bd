import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@wasl/api/session';
import { DemoForm } from '../../app/src/screens/site/DemoForm';
import hostile from '../support/fixtures/hostile-strings.json';
import { rtl } from '../../.storybook/globals';

const meta = {
  title: 'Site/DemoForm',
  component: DemoForm,
  parameters: {
    layout: 'padded',
    // react-aria's Button announces its pending state through an off-screen live region whose node is
    // labelled by the button's id; once the confirmation replaces the form that id is gone. The
    // announcement has already been spoken, so axe checks the story's content, not that region.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
    docs: {
      description: {
        component:
          'The /demo booking form: first and last name, e-mail, phone (country code 966 by default), company, job title and message, checked with the shared rules of `validateDemo` (the server applies the same in `DemoBody`). A honeypot field sits out of sight and out of the tab order; the server answers a filled one like a booking and stores nothing. A refused request (400, 429 rate limit) shows its translated message above the form; a booked one is replaced by a confirmation.',
      },
    },
  },
  args: { submit: fn(async () => undefined) },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (locale: unknown) =>
  locale === 'ar'
    ? {
        first: 'الاسم الأول',
        last: 'اسم العائلة',
        email: 'البريد الإلكتروني للعمل',
        company: 'الشركة',
        submit: 'احجز العرض',
        done: 'تم حجز عرضك',
      }
    : {
        first: 'First name',
        last: 'Last name',
        email: 'Work e-mail',
        company: 'Company',
        submit: 'Book my demo',
        done: 'Your demo is booked',
      };

export const Empty: Story = {};

/** Submitting the empty form: each required field shows its own error and the summary lists them; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels(globals.locale).submit }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="alert"] a')).toHaveLength(5));
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: Tab through the fields in order (the honeypot is skipped), put hostile strings in
 * them, Enter submits once with the phone as `+966…`; the confirmation replaces the form.
 */
export const KeyboardHostileSubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const l = labels(globals.locale);
    const markup = hostile.markup[0]!;
    const bidi = hostile.bidi[3]!;
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: l.first })).toHaveFocus());
    await userEvent.paste(markup);
    await userEvent.tab();
    await userEvent.paste(bidi);
    await userEvent.tab();
    await userEvent.paste('huda@example.sa');
    // The country-code picker (966 by default), then the number.
    await userEvent.keyboard('{Tab}{Tab}');
    await userEvent.paste('501234567');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: l.company })).toHaveFocus();
    await userEvent.paste('Ward & Co <b>');
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(canvasElement.querySelector('textarea')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(canvasElement.querySelector('input[name="website"]')).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: l.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    await expect(args.submit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: markup, last_name: bidi, phone: '+966501234567', company: 'Ward & Co <b>' }),
    );
    await expect((args.submit as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]![0]).not.toHaveProperty('website');
    await expect(await canvas.findByRole('heading', { name: l.done })).toBeVisible();
  },
};

/** The server refused: too many requests from this address or e-mail (429), in the visitor's language. */
export const RateLimited: Story = {
  args: {
    submit: fn(async () => Promise.reject(new ApiError(429, 'errors:tooManyAttempts', 'errors:tooManyAttempts', { retryAfter: 600 }))),
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const l = labels(globals.locale);
    const fill = async (element: HTMLElement, text: string) => {
      await userEvent.click(element);
      await userEvent.paste(text);
    };
    await fill(canvas.getByRole('textbox', { name: l.first }), 'Huda');
    await fill(canvas.getByRole('textbox', { name: l.last }), 'Alharbi');
    await fill(canvas.getByRole('textbox', { name: l.email }), 'huda@example.sa');
    await fill(canvasElement.querySelector<HTMLInputElement>('input[type="tel"]')!, '501234567');
    await fill(canvas.getByRole('textbox', { name: l.company }), 'Ward');
    await userEvent.click(canvas.getByRole('button', { name: l.submit }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText(globals.locale === 'ar' ? /محاولات كثيرة/ : /Too many attempts/)).toBeVisible();
  },
};

export const KeyboardHostileSubmitRtl: Story = { ...KeyboardHostileSubmit, globals: rtl, tags: ['rtl-twin'] };
