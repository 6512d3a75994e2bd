import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { createI18n, isLocale } from '@wasl/i18n';
import { Link, linkVariants } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    before: 'Read the',
    docs: 'integration docs',
    after: 'before connecting your store.',
    privacy: 'Privacy policy',
    all: 'View all orders',
    salla: 'Salla partner portal',
  },
  ar: {
    before: 'اقرأ',
    docs: 'وثائق التكامل',
    after: 'قبل ربط متجرك.',
    privacy: 'سياسة الخصوصية',
    all: 'عرض جميع الطلبات',
    salla: 'بوابة شركاء سلة',
  },
};

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Navigation to a page or document. `inline` links sit in running text and are always underlined (not told apart by colour alone); `standalone` links stand on their own. Links to another site open in a new tab, with an icon and a screen-reader note. Not for actions that do not navigate: use Button.',
      },
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { children: null, variant: 'inline' },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <p style={{ margin: 0 }}>
        {c.before}{' '}
        <Link {...args} href="#docs-integrations">
          {c.docs}
        </Link>{' '}
        {c.after}
      </p>
    );
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Standalone: Story = {
  render: function Render() {
    const c = useCopy(copy);
    return (
      <Link variant="standalone" href="#orders">
        {c.all}
      </Link>
    );
  },
};
export const External: Story = {
  render: function Render() {
    const c = useCopy(copy);
    return <Link href="https://salla.partners/">{c.salla}</Link>;
  },
};
export const Disabled: Story = {
  render: function Render() {
    const c = useCopy(copy);
    return (
      <Link href="#privacy" isDisabled>
        {c.privacy}
      </Link>
    );
  },
};

/** Keyboard only: Tab reaches the link; an external link says it opens a new tab and is safe (noopener). */
export const KeyboardExternal: Story = {
  ...External,
  play: async ({ canvasElement, globals }) => {
    const t = createI18n(isLocale(globals.locale) ? globals.locale : 'en').t;
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(expect.stringContaining(t('actions:link.external')));
  },
};

export const InlineRtl: Story = { ...Inline, globals: rtl, tags: ['rtl-twin'] };
export const ExternalRtl: Story = { ...External, globals: rtl, tags: ['rtl-twin'] };
