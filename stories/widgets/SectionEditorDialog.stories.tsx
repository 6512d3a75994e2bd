import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SectionEditorDialog } from '@wasl/widgets/agents';
import { rtl } from '../../.storybook/globals';
import { hostileSections, sectionsEn } from '../support/agents';

const meta = {
  title: 'Widgets/SectionEditorDialog',
  component: SectionEditorDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "Create or edit a section (SPEC §3: name, colour, start and end time). The colour is one of the token palette's swatches, shown in each theme's variant and checked for 3:1 contrast against the page in both themes (`sectionDraft.ts`); times default to 00:00–00:00 (SPEC §9).",
      },
    },
  },
  args: { section: null, sections: sectionsEn, isOpen: true, onOpenChange: fn(), onSubmit: fn() },
  // Stories without their own play wait for the dialog to be shown before the screenshot.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof SectionEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** A new section: the first unused palette colour, 00:00–00:00. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};

/** Keyboard only: Enter with a two-letter name shows the 3-character rule; a longer name is sent trimmed. */
export const KeyboardCreate: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await dialogOf(canvasElement);
    const name = dialog.getAllByRole('textbox')[0]!;
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Ab{Enter}');
    await dialog.findByText(ar ? 'أدخل 3 أحرف على الأقل' : 'Enter at least 3 characters');
    await userEvent.keyboard('c {Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Abc', color: '#0068a8', start: '00:00', end: '00:00' }));
  },
};

/** Editing a section with its hours. */
export const Edit: Story = { args: { section: sectionsEn[1]! } };

/** A stored colour too pale for the page: the contrast check refuses it on save. */
export const LowContrast: Story = {
  args: { section: { id: 9, name: 'Pale', color: '#f4f4f4', start: '09:00', end: '17:00' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: globals.locale === 'ar' ? 'حفظ القسم' : 'Save section' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};

/** The server refused the name (already used), and the save is on its way again. */
export const ServerError: Story = {
  args: { section: sectionsEn[0]!, serverError: 'A section with this name already exists.', isPending: true },
};

/** A hostile name stays text in the field. */
export const Hostile: Story = { args: { section: hostileSections[0]! } };

export const CreateRtl: Story = { ...Create, globals: rtl, tags: ['rtl-twin'] };
