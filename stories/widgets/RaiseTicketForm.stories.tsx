import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RaiseTicketForm } from '@wasl/widgets';
import hostile from '../support/fixtures/hostile-strings.json';

const meta = {
  title: 'Widgets/Support/RaiseTicketForm',
  component: RaiseTicketForm,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "\"Raise a ticket\" in a dialog (SPEC §3, §5): a topic (a text field labelled Topic) and a description, both required and bounded by the shared validators of `@wasl/api/validators` (the server applies the same). The product's own messages ('Topic is required') show on submit, with the error summary. Pure: `onSubmit` gets the trimmed values; the screen sends `POST /section/support/raise`, closes the dialog and shows the new ticket.",
      },
    },
  },
  args: { defaultOpen: true, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof RaiseTicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

/** The empty form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    // The dialog fades in: wait until it has.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Topic|الموضوع/ })).toBeVisible());
  },
};

/** Submitting empty: both fields say they are required, in the product's words; nothing is sent. */
export const RequiredOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: /Send ticket|إرسال التذكرة/ }));
    await waitFor(() => expect(dialog.getAllByText(/Topic is required|الموضوع مطلوب/).length).toBeGreaterThan(0));
    await expect(dialog.getAllByText(/Description is required|الوصف مطلوب/).length).toBeGreaterThan(0);
    // The error summary takes focus from the first invalid field a frame later: wait for it, so the
    // screenshot is always of the same moment.
    await waitFor(() => expect(dialog.getAllByRole('alert').some((alert) => alert === alert.ownerDocument.activeElement)).toBe(true));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The ticket is on its way. */
export const Pending: Story = { args: { isPending: true } };

/** The server refused it: the translated reason above the fields. */
export const Failed: Story = { args: { errorMessage: 'Something went wrong, please try again later' } };

/** Hostile text typed in both fields is sent as typed (trimmed), never interpreted. */
export const Hostile: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Topic|الموضوع/ }), hostile.markup[0]!);
    await userEvent.type(dialog.getByRole('textbox', { name: /Description|الوصف/ }), hostile.bidi[1]!);
    await userEvent.click(dialog.getByRole('button', { name: /Send ticket|إرسال التذكرة/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ topic: hostile.markup[0], description: hostile.bidi[1] }));
  },
};

/** Keyboard only: type the topic, the description, then send with Enter on the button. */
export const KeyboardRaise: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const topic = dialog.getByRole('textbox', { name: /Topic|الموضوع/ });
    // The dialog moves focus inside; from there Tab reaches the topic.
    for (let i = 0; i < 6 && document.activeElement !== topic; i += 1) await userEvent.tab();
    await waitFor(() => expect(topic).toHaveFocus());
    await userEvent.keyboard('Invoices');
    await userEvent.tab();
    await userEvent.keyboard('Invoice messages do not reach customers.');
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('button', { name: /Send ticket|إرسال التذكرة/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ topic: 'Invoices', description: 'Invoice messages do not reach customers.' }),
    );
  },
};
