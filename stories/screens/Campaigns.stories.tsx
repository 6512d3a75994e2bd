/**
 * The campaign list (/campaign) in the real App, with the API mocked by msw: a page of bilingual
 * campaigns in every status with the coins and Campaign_Limit, an ongoing campaign paused through
 * its confirmation, hostile names, no campaigns, and a failing list.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastQueue } from '@wasl/ui/Toast';
import { i18n } from '../../app/src/i18n';
import { screenStory } from './appStory';
import { campaigns, campaignsHandlers, hostileCampaigns } from './campaignsMocks';
import { shellHandlers } from './shellMocks';

const meta = {
  title: 'Screens/Campaigns',
  // Page 1, no search: the list's query is in the URL, and each story starts at /campaign.
  ...screenStory('/campaign', [...shellHandlers(2), ...campaignsHandlers()]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six campaigns, one per status, English and Arabic. The ongoing one is paused: the confirmation
 * asks first, then its status says so and it offers Resume.
 */
export const PauseConfirmed: Story = {
  // Its own copy of the campaigns: the pause must not leak into the other stories.
  parameters: {
    visual: { target: 'viewport' },
    msw: [...shellHandlers(2), ...campaignsHandlers()],
    /*
     * After the confirmation closes, react-aria's grid makes the row's actions cell its tab stop
     * (tabindex 0), and axe's target-size then measures that cell as a pointer target obscured by
     * its own Resume and Move-to-trash buttons. The cell has no pointer action; the buttons in it
     * are still checked. Only cells are left out of that one rule.
     */
    a11y: { config: { rules: [{ id: 'target-size', selector: ':not([role="gridcell"])' }] } },
  },
  play: async (context) => {
    await meta.play(context);
    const { canvasElement } = context;
    const body = within(canvasElement.ownerDocument.body);
    const ongoing = campaigns.find((c) => c.status === 'ongoing')!;
    const row = () => within(within(canvasElement).getByText(ongoing.name).closest('[role="row"], tr') as HTMLElement);
    await waitFor(() => expect(within(canvasElement).getByText(ongoing.name)).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(row().getByRole('button', { name: i18n.t('campaigns:list.pause') }));
    const confirmation = await body.findByRole('alertdialog', {}, { timeout: 10_000 });
    const dialog = within(confirmation);
    await expect(dialog.getByText(i18n.t('campaigns:list.pauseBody'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: i18n.t('campaigns:list.pause') }));
    await waitFor(() => expect(row().getByText(i18n.t('data:status.campaign.paused'))).toBeVisible(), { timeout: 10_000 });
    await expect(row().getByRole('button', { name: i18n.t('campaigns:list.resume') })).toBeVisible();
    // The shot without a focus ring: once the confirmation has closed and handed focus back.
    // (The success toast is an alertdialog too: wait for this one.)
    await waitFor(() => expect(confirmation.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Hostile names: markup stays text, bidi is isolated, a 200-character name wraps in its cell. */
export const Hostile: Story = {
  parameters: { msw: [...shellHandlers(2), ...campaignsHandlers({ list: hostileCampaigns })] },
  play: async (context) => {
    await meta.play(context);
    const { canvasElement } = context;
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(hostileCampaigns.length + 1), { timeout: 10_000 });
    await expect(canvasElement.querySelector('[role="grid"] script, table script, [role="grid"] img[src="x"]')).toBeNull();
  },
};

/** No campaigns yet: the empty state says so. */
export const Empty: Story = {
  parameters: { msw: [...shellHandlers(2), ...campaignsHandlers({ list: [] })] },
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByText(i18n.t('campaigns:list.empty'), {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The list call fails: a translated error with a retry, never a blank page (the error is the page: its heading is the h1). */
export const LoadError: Story = {
  parameters: { msw: [...shellHandlers(2), ...campaignsHandlers({ failList: true })] },
  play: async (context) => {
    toastQueue.clear();
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(alert).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
