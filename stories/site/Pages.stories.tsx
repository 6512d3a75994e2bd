import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PLANS } from '@wasl/api/models';
import { AboutUs } from '../../app/src/screens/site/AboutUs';
import { Contact } from '../../app/src/screens/site/Contact';
import { Faq } from '../../app/src/screens/site/Faq';
import { Privacy, Terms } from '../../app/src/screens/site/Legal';
import { Pricing } from '../../app/src/screens/site/Pricing';
import { Sandbox } from '../../app/src/screens/site/Sandbox';

/** The public site's other pages. All static: no API mocks needed. */
const meta = {
  title: 'Site/Pages',
  component: Pricing,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '/pricing renders the one catalogue of `@wasl/api/models` (the server serves the same objects at `GET /packages`): monthly SAR prices excluding VAT, the with-VAT price under each, and the 15% VAT note. /faq, /about-us, /contact, /terms, /privacy and /sandbox (the last two log the visitor out on arrival through their route guard).',
      },
    },
  },
} satisfies Meta<typeof Pricing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan of the catalogue, the add-ons, the free services and the VAT note. */
export const PricingPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(PLANS.length);
    await expect(canvas.getByRole('note')).toBeVisible();
  },
};
export const FaqPage: Story = { render: () => <Faq /> };
export const AboutPage: Story = { render: () => <AboutUs /> };
export const ContactPage: Story = { render: () => <Contact /> };
export const TermsPage: Story = { render: () => <Terms /> };
export const PrivacyPage: Story = { render: () => <Privacy /> };
export const SandboxPage: Story = { render: () => <Sandbox /> };
