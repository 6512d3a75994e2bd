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
 * Keyboard only: add a question, write it and its options in both languages, move it up with the
 * keyboard (focus follows it), then save.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: ar ? 'أضف سؤالًا' : 'Add a question' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    // Focus moves to the new question's first field.
    const questionEn = canvas.getAllByRole('textbox', { name: ar ? 'السؤال بالإنجليزية' : 'Question in English' })[2]!;
    await waitFor(() => expect(questionEn).toHaveFocus());
    await userEvent.keyboard('Fit?');
    await userEvent.tab();
    await userEvent.keyboard('مقاس؟');
    // Then the first option, in English and Arabic.
    for (const text of ['Yes', 'نعم']) {
      await userEvent.tab();
      await userEvent.keyboard(text);
    }
    const moveUp = canvas.getByRole('button', { name: ar ? 'انقل السؤال 3 للأعلى' : 'Move question 3 up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: ar ? 'انقل السؤال 2 للأعلى' : 'Move question 2 up' })).toHaveFocus());
    await expect(canvas.getAllByRole('textbox', { name: ar ? 'السؤال بالإنجليزية' : 'Question in English' })[1]).toHaveValue('Fit?');
    // Two options' fields still empty: saving is refused until they are written.
    await expect(canvas.getByRole('button', { name: ar ? 'احفظ الاستبيان' : 'Save survey' })).toBeDisabled();
    const option2 = canvas.getAllByRole('textbox', { name: ar ? 'الخيار 2 بالإنجليزية' : 'Option 2 in English' })[1]!;
    option2.focus();
    await userEvent.keyboard('No');
    await userEvent.tab();
    await userEvent.keyboard('لا');
    await expect(canvas.getAllByRole('textbox', { name: ar ? 'الخيار 1 بالعربية' : 'Option 1 in Arabic' })[1]).toHaveValue('نعم');
    const save = canvas.getByRole('button', { name: ar ? 'احفظ الاستبيان' : 'Save survey' });
    await waitFor(() => expect(save).toBeEnabled());
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const body = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof surveyForm;
    await expect(body.questions.map((q) => q.id)).toEqual(['delivery', 'question-1', 'channel']);
  },
};

export const KeyboardRtl: Story = { ...Keyboard, globals: rtl, tags: ['rtl-twin'] };
