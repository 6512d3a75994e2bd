import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SurveyBuilder } from '@wasl/widgets/survey';
import { rtl } from '../../.storybook/globals';
import { customerTexts, hostileForm, surveyForm } from '../support/survey';

const meta = {
  title: 'Widgets/SurveyBuilder',
  component: SurveyBuilder,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The survey form builder (SPEC §3): on/off, questions with options in both languages (add, edit, delete, reorder with buttons), WhatsApp limits as translated problems, and the preview as the customer sees it (reply buttons for up to 3 short options, else a list).',
      },
    },
  },
  args: { form: surveyForm, customerTexts, onSave: fn(), previewLanguage: 'en' },
} satisfies Meta<typeof SurveyBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ArabicPreview: Story = { args: { previewLanguage: 'ar' } };

/** A 25-character option (over WhatsApp's 24 for a list row) and a missing Arabic question: each says what to fix. */
export const Problems: Story = {
  args: {
    form: {
      enabled: true,
      questions: [
        {
          ...surveyForm.questions[0]!,
          ar: '',
          options: [{ id: 'long', en: 'Absolutely wonderful!!!!!', ar: 'رائعة' }, surveyForm.questions[0]!.options[1]!],
        },
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    await canvas.findByText(ar ? /الخيار 1 طويل جدًا/ : /Option 1 is too long in English/);
    await expect(canvas.getByRole('button', { name: ar ? 'احفظ الاستبيان' : 'Save survey' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { form: { enabled: false, questions: [] } } };

export const NotInPlan: Story = { args: { form: { ...surveyForm, enabled: false }, canEnable: false } };

export const Saving: Story = { args: { isSaving: true } };

/** Every text hostile: markup stays text, bidi is isolated, long words wrap. */
export const Hostile: Story = { args: { form: hostileForm } };

/**
 * Keyboard only (one question, to keep the play short): add a question, write it and its first
 * option in both languages, move it up (focus follows it), write the second option, then save.
 */
export const Keyboard: Story = {
  args: { form: { enabled: true, questions: [surveyForm.questions[0]!] } },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const questionLabel = ar ? 'السؤال بالإنجليزية' : 'Question in English';
    const add = canvas.getByRole('button', { name: ar ? 'أضف سؤالًا' : 'Add a question' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    // Focus moves to the new question's first field.
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: questionLabel })[1]).toHaveFocus());
    await userEvent.keyboard('Fit?');
    await userEvent.tab();
    await userEvent.keyboard('مقاس؟');
    // Then the first option, in English and Arabic.
    for (const text of ['Yes', 'نعم']) {
      await userEvent.tab();
      await userEvent.keyboard(text);
    }
    const moveUp = canvas.getByRole('button', { name: ar ? 'انقل السؤال 2 للأعلى' : 'Move question 2 up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    // First now: its "up" is gone, focus stays on its "down".
    await waitFor(() => expect(canvas.getByRole('button', { name: ar ? 'انقل السؤال 1 للأسفل' : 'Move question 1 down' })).toHaveFocus());
    await expect(canvas.getAllByRole('textbox', { name: questionLabel })[0]).toHaveValue('Fit?');
    const save = canvas.getByRole('button', { name: ar ? 'احفظ الاستبيان' : 'Save survey' });
    // The second option is still empty: saving is refused until it is written.
    await expect(save).toBeDisabled();
    canvas.getAllByRole('textbox', { name: ar ? 'الخيار 2 بالإنجليزية' : 'Option 2 in English' })[0]!.focus();
    await userEvent.keyboard('No');
    await userEvent.tab();
    await userEvent.keyboard('لا');
    await waitFor(() => expect(save).toBeEnabled());
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const body = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof surveyForm;
    await expect(body.questions.map((q) => q.id)).toEqual(['question-1', 'delivery']);
    await expect(body.questions[0]!.options).toEqual([
      { id: 'option-1', en: 'Yes', ar: 'نعم' },
      { id: 'option-2', en: 'No', ar: 'لا' },
    ]);
  },
};

export const KeyboardRtl: Story = { ...Keyboard, globals: rtl, tags: ['rtl-twin'] };
