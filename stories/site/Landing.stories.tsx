import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  FaqPreview,
  Features,
  GetInTouch,
  Hero,
  HowItWorks,
  Offer,
  Services,
  Solutions,
  Testimonials,
  Vision,
} from '../../app/src/screens/site/Landing';

/** The landing page (/), one story per section, in the order the page shows them. */
const meta = {
  title: 'Site/Landing',
  component: Hero,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The public landing page, pre-rendered at build time: static copy from the `site` namespace, local SVG illustrations in token colours, logical layout so the Arabic page is the designed one (text on the right, picture on the left) and English its mirror. `#services` and `#features` are the anchors the footer links to.',
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName();
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/new_account', '/demo']);
  },
};
export const OfferSection: Story = { render: () => <Offer /> };
export const ServicesSection: Story = {
  render: () => <Services />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#services')).not.toBeNull();
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};
export const HowItWorksSection: Story = {
  render: () => <HowItWorks />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const SolutionsSection: Story = { render: () => <Solutions /> };
export const FeaturesSection: Story = {
  render: () => <Features />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#features')).not.toBeNull();
  },
};
export const TestimonialsSection: Story = { render: () => <Testimonials /> };
export const VisionSection: Story = { render: () => <Vision /> };
/** The first four questions as native disclosures (they work before JavaScript): Tab reaches each question, a press opens it. */
export const FaqSection: Story = {
  render: () => <FaqPreview />,
  play: async ({ canvasElement }) => {
    const details = canvasElement.querySelectorAll('details');
    await expect(details).toHaveLength(4);
    const summary = details[0]!.querySelector('summary')!;
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(details[0]).toHaveAttribute('open');
  },
};

export const GetInTouchSection: Story = { render: () => <GetInTouch /> };
