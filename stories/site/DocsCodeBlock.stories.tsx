import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from '../../app/src/screens/docs/CodeBlock';
import data from '../../app/src/screens/docs/docs-data.json';
import hostile from '../support/fixtures/hostile-strings.json';

const createOrder = data.endpoints[0]!;

const meta = {
  title: 'Site/Docs/CodeBlock',
  component: CodeBlock,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A code sample of the developer docs with a copy button. The code stays Latin and left to right, isolated, in the Arabic page (`dir="ltr"`, `<bdi>`); the caption and the button follow the page. The block scrolls and is focusable; copying writes the exact text to the clipboard and announces the translated "Copied" (or, without a clipboard, a translated "select the text" hint) in a polite status.',
      },
    },
  },
  args: { label: 'curl', code: createOrder.samples.curl },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab reaches the copy button, Enter copies the exact sample, "Copied" is announced. */
export const KeyboardCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const button = canvas.getByRole('button', { name: /Copy the curl sample|نسخ مثال curl/ });
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenCalledWith(args.code);
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^(Copied|تم النسخ)$/));
      // The code itself is left to right whatever the page's direction.
      await expect(canvasElement.querySelector('pre')).toHaveAttribute('dir', 'ltr');
      await userEvent.tab();
      await expect(canvas.getByRole('region')).toHaveFocus();
      // "Copied" clears by itself (the screenshot shows the settled block, focus on the code).
      await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 5000 });
    } finally {
      writeText.mockRestore();
    }
  },
};

/** No clipboard (permission refused): the translated hint instead of "Copied"; the text stays selectable. */
export const CopyFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    try {
      await userEvent.click(canvas.getByRole('button'));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Select the text|حدّد النص/));
    } finally {
      writeText.mockRestore();
    }
  },
};

/** Hostile text shown as code: inert, isolated, and the block scrolls instead of widening the page. */
export const HostileCode: Story = {
  args: {
    label: 'JSON',
    code: JSON.stringify({ markup: hostile.markup, urls: hostile.urls, bidi: hostile.bidi, long: hostile.long[1] }, null, 2),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg[onload]')).toBeNull();
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
  },
};
