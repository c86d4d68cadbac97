/**
 * Shows one toast at a time (TOAST_LIMIT 1: a new toast replaces the current one) for 5000 ms.
 * Screens call `useToast().show({ title, description, variant })`.
 */
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { OptionalPart } from '@/components/layout/screen-boundary.js';
import { type ToastApi, ToastContext, type ToastOptions } from './toast-context.js';

const ToastView = lazy(() => import('./toast-view.js'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastOptions & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

  const show = useCallback((next: ToastOptions) => {
    counter.current += 1;
    setToast({ ...next, key: counter.current });
    setOpen(true);
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
