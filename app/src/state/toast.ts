import { useSyncExternalStore } from 'react';
import type { ToastTone } from '@wasl/ui/Toast';

/**
 * Toasts without the toast code on the first load: the region (react-aria's toast, landmark and
 * live-announcer code) is fetched with the first toast, which then shows in it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function toast(tone: ToastTone, title: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('@wasl/ui/Toast').then(({ toastQueue }) => toastQueue[tone](title));
}

/** Whether the toast region is needed yet (App mounts it lazily). */
export function useToastWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
