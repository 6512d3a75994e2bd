import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuickMessageList } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { hostileQuick, quickAr, quickEn } from '../support/agents';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/QuickMessageList',
  component: QuickMessageList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The quick messages (SPEC §3: key — the title — and content): add, edit, delete, move up and down. Each change hands the whole next list to `onChange` (the server replaces the list at once); the order is the one the inbox composer offers.',
      },
    },
  },
  args: { messages: quickEn, onChange: fn() },
  render: function Render(args) {
    const messages = useCopy({ en: quickEn, ar: quickAr });
    return <QuickMessageList {...args} messages={args.messages === quickEn ? messages : args.messages} />;
  },
} satisfies Meta<typeof QuickMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Keyboard only: move the first message down; then add one through the dialog. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const moveDown = canvas.getAllByRole('button', { name: ar ? 'نقل لأسفل' : 'Move down' })[0]!;
    for (let i = 0; i < 6 && document.activeElement !== moveDown; i += 1) await userEvent.tab();
    await expect(moveDown).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const [a, b, c] = ar ? quickAr : quickEn;
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([b, a, c], 'move'));

    const add = canvas.getByRole('button', { name: ar ? 'إضافة رسالة سريعة' : 'Add quick message' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toHaveFocus());
    await userEvent.keyboard('thanks');
    await userEvent.tab();
    await userEvent.keyboard('Thank you!');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([a, b, c, { key: 'thanks', content: 'Thank you!' }], 'add'));
  },
};

/** A title already used, refused in the dialog. */
export const DuplicateTitle: Story = {
  // The dialog is portalled out of the canvas: the whole viewport is photographed.
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: ar ? 'تعديل' : 'Edit' })[1]!);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const title = dialog.getAllByRole('textbox')[0]!;
    await userEvent.clear(title);
    await userEvent.type(title, ar ? 'ترحيب' : 'hello');
    await userEvent.click(dialog.getByRole('button', { name: ar ? 'حفظ الرسالة' : 'Save message' }));
    await dialog.findByText(ar ? 'توجد رسالة سريعة أخرى بهذا العنوان' : 'Another quick message has this title');
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const Empty: Story = { args: { messages: [] } };

export const Hostile: Story = {
  args: { messages: hostileQuick },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, b, i')).toBeNull();
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
