import { lazy, Suspense } from 'react';
import { useToastWanted } from '../state/toast';

// The toast region arrives with the first toast (see state/toast.ts).
const ToastRegion = lazy(async () => ({ default: (await import('@wasl/ui/Toast')).ToastRegion }));

/** The toast region, mounted once a toast is wanted (the app and the pre-rendered site pages). */
export function Toasts() {
  const wanted = useToastWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
