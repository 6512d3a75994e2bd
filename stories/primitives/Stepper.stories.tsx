import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Stepper } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'New campaign steps',
    steps: [
      { id: 'details', label: 'Campaign details', description: 'Name, language, content' },
      { id: 'audience', label: 'Audience', description: 'Contacts and CSV' },
      { id: 'schedule', label: 'Schedule and review', description: 'Start hour, daily limit' },
    ],
  },
  ar: {
    label: 'خطوات الحملة الجديدة',
    steps: [
      { id: 'details', label: 'تفاصيل الحملة', description: 'الاسم واللغة والمحتوى' },
      { id: 'audience', label: 'الجمهور', description: 'جهات الاتصال وملف CSV' },
      { id: 'schedule', label: 'الجدولة والمراجعة', description: 'ساعة البدء والحد اليومي' },
    ],
  },
};

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Progress through the 3-step campaign wizard (`?step=1..3`). Each step is completed, current (`aria-current="step"`) or upcoming, and screen readers hear "Step 2 of 3: Audience, current step". With `onStepPress`, completed steps become buttons that go back. Not for page navigation (Tabs, Sidebar).',
      },
    },
  },
  args: { steps: [], currentStep: 1, 'aria-label': '' },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 720 }}>
        <Stepper {...args} steps={c.steps} aria-label={c.label} />
      </div>
    );
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const SecondStep: Story = { args: { currentStep: 2 } };
/** A campaign that is not pending shows step 3 (SPEC §4). */
export const LastStep: Story = { args: { currentStep: 3 } };

/** Keyboard only: completed steps are buttons that go back; the current and upcoming steps are not focusable. */
export const KeyboardGoBack: Story = {
  args: { currentStep: 3, onStepPress: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[2]).toHaveTextContent(globals.locale === 'ar' ? 'الخطوة 3 من 3:' : 'Step 3 of 3:');
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.tab();
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(buttons[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepPress).toHaveBeenCalledWith(2);
  },
};

export const SecondStepRtl: Story = { ...SecondStep, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardGoBackRtl: Story = { ...KeyboardGoBack, globals: rtl, tags: ['rtl-twin'] };
