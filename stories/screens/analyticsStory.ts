/**
 * What the dashboard and health screen stories share: November 2026 as the month shown (the screens
 * default to the current month, which would move the baselines every month), and choosing another
 * month in the page's month picker.
 */
import type { Loader } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { i18n } from '../../app/src/i18n';
import { analyticsMonthAtom } from '../../app/src/state/dashboard';
import { appStore } from '../../app/src/state/store';

export const novemberLoader: Loader = () => {
  appStore.set(analyticsMonthAtom, { year: 2026, month: 11 });
  return {};
};

/** Opens the month picker and chooses `month` (1–12) of the year shown (2026). */
export async function chooseMonth(canvasElement: HTMLElement, month: number) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(i18n.t('analytics:dashboard.month')) }));
  const listbox = await body.findByRole('listbox');
  const option = within(listbox).getAllByRole('option')[month - 1];
  await expect(option).toBeDefined();
  await userEvent.click(option!);
}
