/**
 * What the dashboard and health screen stories share: November 2026 as the month shown (`?month=2026-11`:
 * the screens default to the current month, which would move the baselines every month) on a fixed
 * day, 20 November (the charts stop at today, which would move them every day), and choosing
 * another month in the page's month picker.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { i18n } from '../../app/src/i18n';
import { analyticsHandlers } from './analyticsMocks';
import { screenReady, screenStory } from './appStory';
import { shellHandlers } from './shellMocks';

/** Opens the month picker and chooses `month` (1–12) of the year shown (2026). */
export async function chooseMonth(canvasElement: HTMLElement, month: number) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(i18n.t('analytics:dashboard.month')) }));
  const listbox = await body.findByRole('listbox');
  const option = within(listbox).getAllByRole('option')[month - 1];
  await expect(option).toBeDefined();
  await userEvent.click(option!);
}

type PlayContext = Pick<StoryContext, 'canvasElement'>;

/**
 * The stories of a screen of monthly figures (/dashboard, /health), the same three for both: the
 * meta's parts (spread beside the title) and the stories, each with the comment Storybook shows.
 */
export function monthlyScreen(path: string) {
  const monthChange = analyticsHandlers();
  const base = screenStory(`${path}?month=2026-11`, [...shellHandlers(2), ...analyticsHandlers()]);
  return {
    meta: { ...base, parameters: { ...base.parameters, clock: '2026-11-20T09:00:00Z' } },
    /** November 2026 on the 20th: the month's figures, and daily charts that fill their cards and stop at today. */
    Loaded: {
      play: async (context: PlayContext) => {
        await screenReady(context);
        await expect(within(context.canvasElement).queryByText(i18n.t('analytics:chart.empty'))).toBeNull();
      },
    },
    /** The month picker to October: the call asks for 2026-10, and a month without activity says so. */
    MonthChangeToEmpty: {
      parameters: { msw: [...shellHandlers(2), ...monthChange] },
      play: async (context: PlayContext) => {
        await screenReady(context);
        await chooseMonth(context.canvasElement, 10);
        await expect(
          (await within(context.canvasElement).findAllByText(i18n.t('analytics:chart.empty'), {}, { timeout: 10_000 }))[0],
        ).toBeVisible();
        await expect(monthChange.months).toContain('2026-10');
        // The shot without the picker's focus ring (focus returns to it after the choice).
        (document.activeElement as HTMLElement | null)?.blur();
      },
    },
    /** The figures do not load: a translated error with a retry, never a blank page. */
    LoadError: {
      parameters: { msw: [...shellHandlers(2), ...analyticsHandlers({ fail: true })] },
      play: async (context: PlayContext) => {
        await screenReady(context);
        const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 10_000 });
        await expect(within(alert).getByRole('button')).toBeVisible();
      },
    },
  };
}
