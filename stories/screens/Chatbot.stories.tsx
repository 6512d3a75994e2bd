/**
 * The chatbot screen (/chatbot) in the real App, with the API mocked by msw: the saved flow emulated
 * from the start through a button, a deploy refused with the problems listed and each one focusing
 * its node on the canvas, and a failing load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../app/src/i18n';
import { invalidFlow } from '../support/flows';
import { screenStory } from './appStory';
import { chatbotHandlers } from './chatbotMocks';
import { shellHandlers } from './shellMocks';

const meta = {
  title: 'Screens/Chatbot',
  ...screenStory('/chatbot', [...shellHandlers(2), ...chatbotHandlers()]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ends an interaction story for its screenshot: no focus ring, and the document scrolled back to the
 * top (focusing a node or pressing the emulator's buttons scrolls it, which offsets the shot).
 */
function settle(canvasElement: HTMLElement) {
  (document.activeElement as HTMLElement | null)?.blur();
  canvasElement.ownerDocument.scrollingElement?.scrollTo(0, 0);
}

const nodes = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.react-flow__node');

/** The saved flow (five nodes, every type), emulated: the start node's reply, then a button's. */
export const LoadedAndEmulated: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(nodes(canvasElement)).toHaveLength(5), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('chatbot:emulator.start') }));
    const log = within(canvas.getByRole('list', { name: i18n.t('chatbot:emulator.log') }));
    const ar = i18n.language === 'ar';
    await expect(
      await log.findByText(ar ? 'أهلًا بك في تمور النخيل! كيف نخدمك؟' : 'Welcome to Nakheel Dates! How can we help?'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: ar ? 'التوصيل' : 'Delivery' }));
    await expect(
      await log.findByText(ar ? 'نوصل خلال ٢–٤ أيام في جميع أنحاء السعودية.' : 'We deliver in 2–4 days across Saudi Arabia.'),
    ).toBeVisible();
    settle(canvasElement);
  },
};

/** Deploy of a flow with every WhatsApp problem: refused, the problems listed; one focuses its node. */
export const DeployRefused: Story = {
  parameters: { msw: [...shellHandlers(2), ...chatbotHandlers({ flow: invalidFlow })] },
  play: async (context) => {
    await meta.play(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(nodes(canvasElement)).toHaveLength(6), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('chatbot:screen.deploy') }));
    await expect(await canvas.findByText(i18n.t('chatbot:screen.refused'), {}, { timeout: 10_000 })).toBeVisible();
    // The server's "no path from the start" problem is the old offer's: pressing it focuses that node.
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('chatbot:problems.unreachable') }));
    await waitFor(() => expect(canvasElement.querySelector('.react-flow__node[data-id="orphan"]')).toHaveFocus());
    // Nothing was saved: the editor still says so.
    await expect(canvas.getByText(i18n.t('chatbot:screen.saved'))).toBeVisible();
    settle(canvasElement);
  },
};

/** The flow does not load: a translated error with a retry, never a blank page. */
export const LoadError: Story = {
  parameters: { msw: [...shellHandlers(2), ...chatbotHandlers({ failLoad: true })] },
  play: async (context) => {
    await meta.play(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
