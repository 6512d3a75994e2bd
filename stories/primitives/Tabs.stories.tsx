import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'Profile',
    info: 'Personal info',
    additional: 'Additional info',
    reset: 'Change password',
    infoBody: 'Business name, contact e-mail and phone, VAT number.',
    additionalBody: 'Website, social links and the business address in both languages.',
    resetBody: 'Choose a password of 8 to 16 characters with upper and lower case, a number and a symbol.',
  },
  ar: {
    label: 'الملف الشخصي',
    info: 'المعلومات الشخصية',
    additional: 'معلومات إضافية',
    reset: 'تغيير كلمة المرور',
    infoBody: 'اسم النشاط التجاري والبريد الإلكتروني ورقم الهاتف والرقم الضريبي.',
    additionalBody: 'الموقع الإلكتروني وروابط التواصل الاجتماعي وعنوان النشاط باللغتين.',
    resetBody: 'اختر كلمة مرور من 8 إلى 16 حرفًا تحتوي على حرف كبير وحرف صغير ورقم ورمز.',
  },
};

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Switches between views of one page, such as the profile's info and reset tabs (`/profile?tab=info|reset`: control `selectedKey` from the query). Arrow keys move between tabs following the reading direction (ArrowLeft moves forward in Arabic), Home/End jump to the ends, Tab moves into the panel. Not for moving between pages (use links) or for steps (use Stepper).",
      },
    },
  },
  args: { onSelectionChange: fn(), defaultSelectedKey: 'info' },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Tabs {...args}>
        <TabList aria-label={c.label}>
          <Tab id="info">{c.info}</Tab>
          <Tab id="additional">{c.additional}</Tab>
          <Tab id="reset">{c.reset}</Tab>
        </TabList>
        <TabPanel id="info">{c.infoBody}</TabPanel>
        <TabPanel id="additional">{c.additionalBody}</TabPanel>
        <TabPanel id="reset">{c.resetBody}</TabPanel>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ResetSelected: Story = { args: { defaultSelectedKey: 'reset' } };
export const WithDisabledTab: Story = { args: { disabledKeys: ['additional'] } };

/** Keyboard only: the "forward" arrow is ArrowRight in English and ArrowLeft in Arabic; End and Home jump; Tab enters the panel. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const [info, additional, reset] = canvas.getAllByRole('tab');
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const backward = globals.locale === 'ar' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab();
    await waitFor(() => expect(info).toHaveFocus());
    await userEvent.keyboard(forward);
    await waitFor(() => expect(additional).toHaveFocus());
    await expect(additional).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('additional');
    await userEvent.keyboard(backward);
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(reset).toHaveFocus());
    await expect(reset).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(info).toHaveFocus());
    await userEvent.keyboard(backward);
    await waitFor(() => expect(reset).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveFocus());
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(reset?.textContent ?? '');
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardArrowsRtl: Story = { ...KeyboardArrows, globals: rtl, tags: ['rtl-twin'] };
