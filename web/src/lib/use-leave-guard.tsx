/**
 * Asks before unsaved edits are lost. Closing or reloading the tab gets the browser's own prompt; any navigation
 * inside the site (a link, a button that navigates, the browser's Back and Forward buttons) is held by the site's
 * history (guarded-history.ts) until the person answers the dialog this returns: Keep editing stays with the edits,
 * Leave goes where they were going. The dialog's code (MUI's Dialog, about 3 KiB gzipped) is fetched when the form
 * is first edited, not with the form, and rendered as it is once there: a `React.lazy` dialog suspended on its first
 * showing, and React then held it back 300 ms (lib/use-dialog-on-demand.ts says why).
 */
import { screenTexts } from '@shared/texts.js';
import { type ReactNode, useEffect, useState } from 'react';
import type { ConfirmDialog } from '@/components/common/confirm-dialog.js';
import { loadConfirmDialog } from '@/components/common/load-confirm-dialog.js';
import { useToast } from '@/components/toast/toast-context.js';
import { holdNavigation } from './guarded-history.js';
import { CODE_FAILED } from './use-dialog-on-demand.js';

/** Render what this returns: the question, shown while a navigation is held. */
export function useLeaveGuard(dirty: boolean): ReactNode {
  // The held navigation, run if the person chooses to leave.
  const [held, setHeld] = useState<(() => void) | null>(null);
  // Boxed: a component is a function, which a state setter would call as an update.
  const [question, setQuestion] = useState<{ ConfirmDialog: typeof ConfirmDialog }>();
  const toast = useToast();
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
  // The question's code, from the first edit on; asked again when a navigation is held without it (the first fetch
  // failed). If it cannot come then, the navigation is let go of and the person stays with the edits, told why: the
  // next try asks again.
  const needed = dirty || held !== null;
  useEffect(() => {
    if (!needed || question) return;
    let current = true;
    loadConfirmDialog().then(
      (dialog) => current && setQuestion({ ConfirmDialog: dialog }),
      () => {
        if (!current || held === null) return;
        setHeld(null);
        toast.show(CODE_FAILED);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, question, held, toast]);
  const leave = () => {
    setHeld(null);
    held?.();
  };
  if (held === null || !question) return null;
  return (
    <question.ConfirmDialog
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
  );
}
