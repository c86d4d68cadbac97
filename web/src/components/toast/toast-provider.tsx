/**
 * Shows one toast at a time (TOAST_LIMIT 1: a new toast replaces the current one) for 5000 ms.
 * Screens call `useToast().show({ title, description, variant })`. The toast's code is asked for at the visitor's
 * first press or key on the page, as a toast mostly answers something they did: asked only with the first toast, it
 * did not come when that toast said the connection had dropped, and nothing was shown. A toast is shown once its
 * code is there (lib/lazy-once-loaded.ts): a lazy view rendered before would suspend, and React would hold the
 * toast 300 ms after that.
 */
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OptionalPart } from '@/components/layout/screen-boundary.js';
import { lazyOnceLoaded } from '@/lib/lazy-once-loaded.js';
import { nextTask } from '@/lib/next-task.js';
import { type ToastApi, ToastContext, type ToastOptions } from './toast-context.js';

const toastView = lazyOnceLoaded(() => import('./toast-view.js'));
const ToastView = toastView.Component;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastOptions & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);
  useEffect(() => {
    const firstTouch = ['pointerdown', 'keydown'] as const;
    const ask = () => {
      for (const type of firstTouch) removeEventListener(type, ask, true);
      // In the next task: the press's own paint does not wait for the preload links.
      void nextTask()
        .then(toastView.load)
        .catch(() => undefined);
    };
    for (const type of firstTouch) addEventListener(type, ask, true);
    return () => {
      for (const type of firstTouch) removeEventListener(type, ask, true);
    };
  }, []);

  const show = useCallback((next: ToastOptions) => {
    counter.current += 1;
    const key = counter.current;
    const reveal = () => {
      setToast({ ...next, key });
      setOpen(true);
    };
    // Failed, the view asks again as it renders; failed again, the page goes on without it (OptionalPart).
    void toastView.load().then(reveal, reveal);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        // Its code comes with the first toast: if that fails, the page goes on without the toast.
        <OptionalPart>
          <Suspense fallback={null}>
            <ToastView toast={toast} open={open} onClose={dismiss} />
          </Suspense>
        </OptionalPart>
      )}
    </ToastContext.Provider>
  );
}
