import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, createToastQueue, ToastRegion } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    saved: 'Data updated successfully',
    savedHint: 'Your profile changes are live.',
    expired: 'Session Expired',
    expiredHint: 'Please sign in again.',
    quick: 'Quick message added',
    save: 'Save profile',
    preview: 'Preview profile',
    region: 'Notifications',
  },
  ar: {
    saved: 'تم تحديث البيانات بنجاح',
    savedHint: 'أصبحت تغييرات ملفك الشخصي سارية.',
    expired: 'انتهت الجلسة',
    expiredHint: 'يرجى تسجيل الدخول مرة أخرى.',
    quick: 'تمت إضافة الرسالة السريعة',
    save: 'حفظ الملف الشخصي',
    preview: 'معاينة الملف الشخصي',
    region: 'الإشعارات',
  },
};

type Copy = (typeof copy)['en'];

/** Each story gets its own queue, so toasts never leak between stories. */
function useStoryQueue(seed?: (queue: ReturnType<typeof createToastQueue>, c: Copy) => void) {
  const c = useCopy(copy);
  const [queue] = useState(() => {
    const created = createToastQueue();
    seed?.(created, c);
    return created;
  });
  return { queue, c };
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "Brief feedback after an action: `toastQueue.success(t('…'))`, `.error(…)`, `.info(…)` from anywhere, with one `<ToastRegion />` at the app root. Toasts appear at the top right in English and the top left in Arabic, are announced by screen readers, dismiss themselves (5 s, errors 8 s) unless hovered or focused, and are reachable with Tab (and F6, react-aria's landmark key). Not for errors tied to a field (show them on the field) or anything the user must act on (use a Dialog).",
      },
    },
  },
  args: {},
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast per tone, kept open for the screenshot (timeout 0). */
export const AllTones: Story = {
  render: function Render() {
    const { queue } = useStoryQueue((q, c) => {
      q.info(c.quick, { timeout: 0 });
      q.error(c.expired, { description: c.expiredHint, timeout: 0 });
      q.success(c.saved, { description: c.savedHint, timeout: 0 });
    });
    return <ToastRegion queue={queue} />;
  },
};

/** Keyboard only: an action raises a toast that is announced; Tab reaches it; its dismiss button closes it. */
export const KeyboardDismiss: Story = {
  render: function Render() {
    const { queue, c } = useStoryQueue();
    return (
      <>
        <Button onPress={() => queue.success(c.saved, { timeout: 0 })}>{c.save}</Button>
        <ToastRegion queue={queue} />
      </>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const save = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(save).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog');
    const text = globals.locale === 'ar' ? copy.ar.saved : copy.en.saved;
    // role="alert" inside the toast is what screen readers announce.
    await waitFor(() => expect(within(toast).getByRole('alert')).toHaveTextContent(text));
    await expect(toast).toHaveAccessibleName(text);
    // Top inline-end corner: right in English, left in Arabic.
    const box = toast.getBoundingClientRect();
    if (globals.locale === 'ar') await expect(box.left).toBeLessThan(window.innerWidth / 2);
    else await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
    // The region follows the page in tab order: Tab reaches the toast, then its dismiss button.
    await userEvent.tab();
    await waitFor(() => expect(toast).toHaveFocus());
    const dismiss = within(toast).getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(dismiss).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * Keyboard only, F6 (react-aria's landmark navigation): from anywhere on the page F6 jumps straight
 * to the Notifications region, past the rest of the tab order; Tab then reaches the toast and its
 * dismiss button, and closing the last toast puts focus back where F6 was pressed. The region is
 * the only landmark registered with react-aria here, so F6 inside it stays there (see
 * docs/ui-overlays-navigation-layout.md); Tab and Shift+Tab lead out.
 */
export const F6ToNotifications: Story = {
  render: function Render() {
    const { queue, c } = useStoryQueue();
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onPress={() => queue.success(c.saved, { timeout: 0 })}>{c.save}</Button>
        <Button variant="secondary">{c.preview}</Button>
        <ToastRegion queue={queue} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = globals.locale === 'ar' ? copy.ar : copy.en;
    const body = within(canvasElement.ownerDocument.body);
    const save = within(canvasElement).getByRole('button', { name: c.save });
    await userEvent.tab();
    await waitFor(() => expect(save).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog');
    const region = body.getByRole('region', { name: c.region });
    // Tab would go to "Preview profile" next; F6 goes to the region.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    // The only F6 stop: F6 again stays in the region.
    await userEvent.keyboard('{F6}');
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await waitFor(() => expect(toast).toHaveFocus());
    const dismiss = within(toast).getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(dismiss).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(save).toHaveFocus());
    // Shift+F6 reaches it as well.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Shift>}{F6}{/Shift}');
    await waitFor(() => expect(body.getByRole('region', { name: c.region })).toHaveFocus());
    // Shift+Tab leads back out into the page.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(body.getByRole('region', { name: c.region })).not.toContainElement(document.activeElement as HTMLElement));
  },
};

export const AllTonesRtl: Story = { ...AllTones, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardDismissRtl: Story = { ...KeyboardDismiss, globals: rtl, tags: ['rtl-twin'] };
export const F6ToNotificationsRtl: Story = { ...F6ToNotifications, globals: rtl, tags: ['rtl-twin'] };
