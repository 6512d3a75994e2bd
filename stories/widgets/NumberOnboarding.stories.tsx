import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberOnboarding, onboardingReducer, type OnboardingEvent, type OnboardingState } from '@wasl/widgets/contacts';
import { failedNumber, pendingNumber } from '../support/contacts';
import hostile from '../support/fixtures/hostile-strings.json';

/** The flow with the real model, from `state`; every event is also reported to `onEvent`. */
function Flow({ state, onEvent, mode }: { state: OnboardingState; onEvent: (event: OnboardingEvent) => void; mode: 'sandbox' | 'cloud' }) {
  const [current, dispatch] = useReducer(onboardingReducer, state);
  return (
    <NumberOnboarding
      state={current}
      mode={mode}
      onEvent={(event) => {
        dispatch(event);
        onEvent(event);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Contacts/NumberOnboarding',
  component: NumberOnboarding,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Adding a WhatsApp Business number (SPEC §2 Contacts) over the pure `onboardingModel`: SPEC\'s requirements are stated and acknowledged before anything starts (a number not on a WhatsApp account, able to receive a verification code, the business category); then the number and category (validated with the shared rules, translated); then the "do not close or refresh this tab" warning with the steps the server reports done (Meta\'s embedded-signup steps; `onboarding.done`, polled by the screen — not a timer), the sandbox labelled as such; then approved or stopped with the reason.',
      },
    },
  },
  args: { state: { phase: 'requirements', acknowledged: false }, mode: 'sandbox', onEvent: fn() },
  render: (args) => <Flow {...args} />,
} satisfies Meta<typeof NumberOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requirements, before starting: Start waits for the acknowledgement. */
export const Requirements: Story = {};

/** The number and category, refused on submit with the product's messages. */
export const DetailsInvalid: Story = {
  args: {
    state: {
      phase: 'details',
      phone: '+12',
      category: 'ab',
      errors: { phone: 'validation:phoneInvalid', category: 'validation:minLength3' },
      submitting: false,
      failure: null,
    },
  },
};

/** The server refused the number (already on an account). */
export const DetailsRefused: Story = {
  args: {
    state: { phase: 'details', phone: '+966501234567', category: 'Retail', errors: {}, submitting: false, failure: 'errors:phoneInUse' },
  },
};

/** The server runs the steps: two of five done, the warning not to close the tab, labelled sandbox. */
export const Progress: Story = { args: { state: { phase: 'progress', number: pendingNumber } } };

/** Every step done: the number is approved. */
export const Approved: Story = {
  args: {
    state: { phase: 'approved', number: { ...pendingNumber, status: 'approved', onboarding: { mode: 'sandbox', done: 5, error: null } } },
  },
};

/** Meta refused a step (Cloud mode): where it stopped and why. */
export const Failed: Story = { args: { state: { phase: 'failed', number: failedNumber, reason: 'errors:onboardingFailed' } } };

/** Hostile text typed as the category is reported as typed, never interpreted. */
export const Hostile: Story = {
  args: { state: { phase: 'details', phone: '', category: '', errors: {}, submitting: false, failure: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Business category|فئة النشاط/ }), hostile.markup[1]!);
    await waitFor(() => expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'edit', category: hostile.markup[1] }));
    await expect(canvas.getByRole('textbox', { name: /Business category|فئة النشاط/ })).toHaveValue(hostile.markup[1]);
  },
};

/** Keyboard only: acknowledge with Space, Start with Enter, type the number and category, submit with Enter. */
export const KeyboardOnboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const acknowledge = canvas.getByRole('checkbox');
    for (let i = 0; i < 6 && document.activeElement !== acknowledge; i += 1) await userEvent.tab();
    await waitFor(() => expect(acknowledge).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(acknowledge).toBeChecked());
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Start$|^ابدأ$/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const phone = await canvas.findByRole('textbox', { name: /WhatsApp Business number|رقم واتساب للأعمال/ });
    for (let i = 0; i < 4 && document.activeElement !== phone; i += 1) await userEvent.tab();
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.keyboard('+966501234567');
    await userEvent.tab();
    await userEvent.keyboard('Retail');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEvent).toHaveBeenLastCalledWith({ type: 'submit' }));
    // Submitting: the form is busy until the server answers.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Business category|فئة النشاط/ })).toHaveAttribute('readonly'));
  },
};
