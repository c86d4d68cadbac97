/**
 * Asks before unsaved edits are lost. Closing or reloading the tab gets the browser's own prompt; any navigation
 * inside the site (a link, a button that navigates, the browser's Back and Forward buttons) is held by the site's
 * history (guarded-history.ts) until the person answers the dialog this returns: Keep editing stays with the edits,
 * Leave goes where they were going. The dialog's code (MUI's Dialog, about 3 KiB gzipped) loads when it is first
 * needed, not with the form.
 */
import { screenTexts } from '@shared/texts.js';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { holdNavigation } from './guarded-history.js';

const ConfirmDialog = lazy(() =>
  import('@/components/common/confirm-dialog.js').then((module) => ({ default: module.ConfirmDialog })),
);

/** Render what this returns: the question, shown while a navigation is held. */
export function useLeaveGuard(dirty: boolean): ReactNode {
  // The held navigation, run if the person chooses to leave.
  const [held, setHeld] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only with a value set
    };
    window.addEventListener('beforeunload', beforeUnload);
    const release = holdNavigation((leave) => setHeld(() => leave));
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      release();
    };
  }, [dirty]);
  const leave = () => {
    setHeld(null);
    held?.();
  };
  if (held === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={screenTexts.leaveTitle}
        text={screenTexts.leaveUnsaved}
        confirmLabel={screenTexts.leavePage}
        cancelLabel={screenTexts.keepEditing}
        busyLabel={screenTexts.leavePage}
        busy={false}
        onConfirm={leave}
        onCancel={() => setHeld(null)}
      />
    </Suspense>
  );
}
