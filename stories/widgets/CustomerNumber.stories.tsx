import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerNumber } from '@wasl/widgets/inbox';

/** What the server sends an agent while the store hides numbers (Show_Number off): an opaque key and the mask. */
const KEY = 'hQ2x9_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567';

const meta = {
  title: 'Widgets/Inbox/CustomerNumber',
  component: CustomerNumber,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A customer\'s number in the inbox (list rows, thread header, contact panel), left to right in `<bdi>`. The merchant — and agents while the store\'s **Show_Number** is on — see it whole (`+966 …`). While it is off, the server sends agents no number at all: only an opaque key (for the URL and the calls) and the mask `•••• 4567` (the last four digits), which this shows, read out as "Number hidden, ending in 4567". The widget never unmasks anything.',
      },
    },
  },
  args: { phone: '966501234567', masked: null },
} satisfies Meta<typeof CustomerNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant (or Show_Number on): the whole number. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+966501234567')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('customer-number-masked')).toBeNull();
  },
};

/** An agent with Show_Number off: the mask only, with its words for screen readers; no digit but the last four. */
export const Hidden: Story = {
  args: { phone: KEY, masked: '•••• 4567' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByTestId('customer-number-masked');
    await expect(number).toBeVisible();
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(number.querySelector('[aria-hidden="true"]')).toHaveTextContent('•••• 4567');
    // The mask and its spoken words hold the last four digits and nothing more of the number.
    await expect(number.textContent?.replace(/\D/g, '')).toMatch(/^(4567)+$/);
    await expect(canvasElement.textContent).not.toContain(KEY);
    await expect(canvasElement.textContent).not.toContain('9665');
  },
};

/** A key without a mask (an old answer, a hand-typed address): bullets only, never the key. */
export const KeyWithoutMask: Story = {
  args: { phone: KEY, masked: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('customer-number-masked')).toBeVisible();
    await expect(canvasElement.textContent).not.toContain(KEY);
  },
};
