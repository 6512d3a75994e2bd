import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, EmptyState } from '@wasl/ui';
import { ContactNumbers } from '@wasl/widgets/contacts';
import { hostileNumbers, numbers } from '../support/contacts';
import { useStoryT } from '../support/i18n';

function AddAction() {
  const t = useStoryT();
  return <Button>{t('contacts:numbers.add')}</Button>;
}
function LoadFailed() {
  const t = useStoryT();
  return (
    <div role="alert">
      <EmptyState headingLevel={2} title={t('contacts:numbers.loadError')} description={t('errors:network')} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Contacts/ContactNumbers',
  component: ContactNumbers,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "The merchant's WhatsApp Business numbers (SPEC §2 Contacts, §3 \"Contact number\"): type, number, Meta's phone number id and business account id, template, approved or pending (with the onboarding's step, or why it stopped), the messaging limit tier and the quality rating. Numbers, ids and categories are the merchant's data, in `<bdi>`. Remove asks for a confirmation first; `onRemove` runs the call.",
      },
    },
  },
  args: { numbers, onRemove: fn() },
} satisfies Meta<typeof ContactNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved numbers (high and medium quality), one being onboarded and one whose onboarding stopped. */
export const Numbers: Story = {};

/** The first answer has not come yet. */
export const Loading: Story = { args: { numbers: undefined } };

/** No number yet: the empty state offers to add one. */
export const Empty: Story = {
  args: { numbers: [] },
  render: (args) => <ContactNumbers {...args} emptyAction={<AddAction />} />,
};

/** The list could not be loaded: the screen's error state. */
export const LoadError: Story = { render: (args) => <ContactNumbers {...args} error={<LoadFailed />} /> };

/** Hostile categories and templates (markup, bidi controls, long Arabic, a CSV formula) are text. */
export const Hostile: Story = {
  args: { numbers: hostileNumbers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Keyboard only: Tab to a number's Remove, Enter opens the confirmation, Tab to confirm, Enter removes. */
export const KeyboardRemove: Story = {
  args: { numbers: numbers.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: /\+966920001234/ });
    for (let i = 0; i < 6 && document.activeElement !== remove; i += 1) await userEvent.tab();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Remove number|حذف الرقم/ })).toBeVisible());
    // Focus starts on Cancel: a stray Enter never removes.
    await waitFor(() => expect(dialog.getByRole('button', { name: /Cancel|إلغاء/ })).toHaveFocus());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('button', { name: /Remove number|حذف الرقم/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(numbers[0]));
  },
};
