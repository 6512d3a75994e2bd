import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { Button, Footer, TextField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy, useStoryT } from '../support/i18n';

const copy = {
  en: { cta: 'Two months free before launch. No credit card.', start: 'Start free trial' },
  ar: { cta: 'شهران مجانًا قبل الإطلاق، دون بطاقة ائتمان.', start: 'ابدأ الفترة التجريبية' },
};

function Newsletter() {
  const t = useStoryT();
  return (
    <form style={{ display: 'grid', gap: 8 }} onSubmit={(event) => event.preventDefault()}>
      <strong>{t('common:showcase.newsletterTitle')}</strong>
      <TextField label={t('common:showcase.emailLabel')} description={t('common:showcase.newsletterHint')} type="email" />
      <div>
        <Button type="submit">{t('common:showcase.subscribe')}</Button>
      </div>
    </form>
  );
}

function MarketingBand() {
  const c = useCopy(copy);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', padding: 24 }}>
      <span>{c.cta}</span>
      <Button variant="secondary">{c.start}</Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site footer (SPEC §2): links to services, features, docs, demo and privacy, a `newsletter` slot, and `extra` for the element the public marketing pages show (/, /demo, /privacy, /pricing, /about-us, /docs…). Pass `year` for a stable copyright line in tests.',
      },
    },
  },
  args: { year: 2026 },
  render: (args) => <Footer {...args} newsletter={<Newsletter />} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMarketingExtra: Story = { render: (args) => <Footer {...args} newsletter={<Newsletter />} extra={<MarketingBand />} /> };
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile2' } } };

/** Keyboard only: Tab visits the footer links in order, then the newsletter field. */
export const KeyboardLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation')).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/#services', '/#features', '/docs', '/demo', '/privacy']);
    for (const link of links) {
      await userEvent.tab();
      await waitFor(() => expect(link).toHaveFocus());
    }
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const WithMarketingExtraRtl: Story = { ...WithMarketingExtra, globals: rtl, tags: ['rtl-twin'] };
