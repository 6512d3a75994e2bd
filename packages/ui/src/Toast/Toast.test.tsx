/// <reference types="@vitest/browser/matchers" />
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, ToastRegion } from './Toast';
import { renderIn } from '../testing/renderIn';

function setup(locale: 'en' | 'ar' = 'en') {
  const queue = createToastQueue();
  renderIn(
    locale,
    <>
      <button type="button">outside</button>
      <ToastRegion queue={queue} />
    </>,
  );
  return queue;
}

describe('ToastRegion', () => {
  it('announces a toast through role="alert" and names it by its title', async () => {
    const queue = setup();
    act(() => void queue.error('Session Expired', { description: 'Please sign in again.', timeout: 0 }));
    const toast = await screen.findByRole('alertdialog');
    expect(toast).toHaveAccessibleName('Session Expired');
    expect(toast).toHaveAccessibleDescription('Please sign in again.');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Session ExpiredPlease sign in again.'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
  });

  it('dismisses itself after its timeout, but not while hovered', async () => {
    const queue = setup();
    const onClose = vi.fn();
    // Real timers race the pointer: with 1,500 ms a loaded CI machine (two test lanes on two cores)
    // once lost the toast before the hover landed. Faking the clock is not an option in browser
    // mode (vitest's own messaging runs on setTimeout), so the timeout is long enough for any
    // machine to hover first, and the test says which way it lost if it ever does.
    const timeout = 5000;
    const shownAt = performance.now();
    act(() => void queue.success('Data updated successfully', { timeout, onClose }));
    await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    // The region remounts as its first toast arrives (see ToastRegion): on a loaded machine the
    // element found first can be the one about to be replaced, and hovering a detached element
    // pauses nothing. Hover the toast only once the same element is found twice in a row.
    let toast = screen.getByRole('alertdialog');
    await waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const again = screen.getByRole('alertdialog');
        const stable = again === toast;
        toast = again;
        expect(stable, 'the toast element is no longer being replaced').toBe(true);
      },
      { timeout: 2000 },
    );
    const user = userEvent.setup();
    await user.hover(toast);
    expect(performance.now() - shownAt, 'the hover landed before the timeout').toBeLessThan(timeout);
    expect(toast.isConnected, 'the hovered toast is the one on screen').toBe(true);
    await new Promise((resolve) => setTimeout(resolve, timeout + 500));
    expect(screen.queryByRole('alertdialog'), 'the hovered toast outlived its timeout').toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.unhover(toast);
    await user.hover(screen.getByRole('button', { name: 'outside' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: timeout + 3000 });
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('keeps a toast with timeout 0 until its translated dismiss button is pressed', async () => {
    const queue = setup('ar');
    act(() => void queue.info('تمت إضافة الرسالة السريعة', { timeout: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const dismiss = await screen.findByRole('button', { name: 'إغلاق الإشعار' });
    await userEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows at most four toasts at once, the newest first', async () => {
    const queue = setup();
    act(() => {
      for (let i = 1; i <= 6; i += 1) queue.info(`Toast ${i}`, { timeout: 0 });
    });
    const toasts = await screen.findAllByRole('alertdialog');
    expect(toasts).toHaveLength(4);
    expect(toasts[0]).toHaveAccessibleName('Toast 6');
  });

  it('is reached with F6 from the page, each time toasts come back, and returns focus when the last closes', async () => {
    const queue = setup();
    const user = userEvent.setup();
    const outside = screen.getByRole('button', { name: 'outside' });
    for (const round of [1, 2]) {
      await user.click(outside);
      act(() => void queue.success(`Saved ${round}`, { timeout: 0 }));
      const region = await screen.findByRole('region', { name: 'Notifications' });
      await user.keyboard('{F6}');
      await waitFor(() => expect(region).toHaveFocus());
      await user.tab();
      await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveFocus());
      await user.tab();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
      await waitFor(() => expect(outside).toHaveFocus());
    }
  });
});
