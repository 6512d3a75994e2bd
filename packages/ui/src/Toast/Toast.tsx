import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast shows. Strings are already translated by the caller. */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

export interface ToastOptions {
  /**
   * Milliseconds before it dismisses itself (paused while the region is hovered or focused).
   * `0` keeps it until dismissed. @default 5000 (8000 for errors)
   */
  timeout?: number;
  onClose?: () => void;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

const defaultTimeout: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

/** A queue with the `success`/`error`/`info` shorthands; a story or test can make its own. */
export function createToastQueue(maxVisibleToasts = 4) {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  const add =
    (tone: ToastTone) =>
    (title: string, options: ToastOptions & { description?: string } = {}) => {
      const timeout = options.timeout ?? defaultTimeout[tone];
      return queue.add(
        { tone, title, description: options.description },
        { timeout: timeout > 0 ? timeout : undefined, onClose: options.onClose },
      );
    };
  return {
    queue,
    success: add('success'),
    error: add('error'),
    info: add('info'),
    /** Closes one toast by the key `success`/`error`/`info` returned. */
    close: (key: string) => queue.close(key),
    clear: () => queue.clear(),
  };
}

export type ToastApi = ReturnType<typeof createToastQueue>;

/**
 * The app-wide queue: `toastQueue.success(t('profile.saved'))`. Render one `<ToastRegion />`
 * near the root of the app.
 */
export const toastQueue: ToastApi = createToastQueue();

const toneIcons = { success: CheckCircle2, error: CircleAlert, info: Info } as const;

export interface ToastRegionProps {
  /** @default the app-wide `toastQueue` */
  queue?: ToastApi;
}

/**
 * The toast area at the top inline-end corner. It is a landmark (F6 reaches it); each toast is
 * announced by screen readers as it appears; timers pause while it is hovered or focused.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useTranslation('overlays');
  // react-aria registers the region for F6 in a layout effect that re-runs only when the label
  // changes. The region is in the DOM only while a toast shows, and our label is fixed, so the one
  // registration ran with no element and F6 never reached the toasts (RAC 1.22.1). Remounting the
  // region when the first toast arrives registers it with its element; remounting when the last
  // goes unregisters it.
  const subscribe = useCallback((onChange: () => void) => queue.queue.subscribe(onChange), [queue]);
  const shown = useSyncExternalStore(
    subscribe,
    () => queue.queue.visibleToasts.length > 0,
    () => false,
  );
  return (
    <AriaToastRegion key={shown ? 'shown' : 'empty'} queue={queue.queue} className={styles.region} aria-label={t('toast.regionLabel')}>
      {({ toast }) => {
        const Icon = toneIcons[toast.content.tone];
        return (
          <AriaToast toast={toast} className={styles.toast} data-tone={toast.content.tone}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={18} />
            </span>
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </AriaToastContent>
            <Button slot="close" variant="ghost" size="sm" aria-label={t('toast.dismiss')} icon={<X size={16} />} />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
