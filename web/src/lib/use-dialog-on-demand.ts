/**
 * A dialog whose code is fetched on the first click (so a page does not pay for it until someone asks): `show`
 * loads it once, with `loading` true meanwhile for the button's spinner, then opens it; `loaded` says when the
 * lazy dialog may be rendered. If the code does not come (a dropped connection), nothing opens: a toast says so, the
 * page stays as it is, and the next click asks again.
 * The spinner is rendered in a transition, after the click's paint: the button's first loading state (its
 * CircularProgress and the styles it inserts) took 29 to 150 ms of the click's handler at 4x CPU, and the
 * interaction's next paint waited for it. The press's tint answers at once; the spinner follows in React's next
 * task (about 0.2 s after the press at 4x CPU). Asking for the code waits for the next task too: it inserts a
 * preload link per file the dialog needs, which in the handler held the Apply tap's paint (at 12x CPU the tap took
 * 184 ms median, 120 with the ask a task later).
 * A spinning button is disabled, which takes the focus off it: it gets the focus back, enabled, before the dialog
 * opens, so the dialog returns the focus to it when it closes (a keyboard user stays where they were).
 */
import { labels, loadFailureTexts } from '@shared/texts.js';
import { startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { useToast } from '@/components/toast/toast-context.js';
import { nextTask } from './next-task.js';

export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [stage, setStage] = useState<'none' | 'loading' | 'ready'>('none');
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const show = async () => {
    if (stage === 'none') {
      const opener = document.activeElement;
      startTransition(() => setStage('loading'));
      await nextTask();
      const came = await load().then(
        () => true,
        () => false,
      );
      flushSync(() => setStage(came ? 'ready' : 'none'));
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      if (!came) {
        toast.show({ title: labels.loadFailed, description: loadFailureTexts.offline, variant: 'destructive' });
        return;
      }
    }
    setOpen(true);
  };
  return { open, show, close: () => setOpen(false), loading: stage === 'loading', loaded: stage === 'ready' };
}
