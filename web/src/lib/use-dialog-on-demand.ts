/**
 * A dialog whose code is fetched on demand (so a page does not pay for it until someone asks): `show`, the click,
 * loads it once, with `loading` true meanwhile for the button's spinner, then opens it; `loaded` is what the load
 * gave (the dialog's component), to render once it is there. If the code does not come (a dropped connection),
 * nothing opens: a toast says so, the page stays as it is, and the next click asks again.
 * The spinner is rendered in a transition, after the click's paint: the button's first loading state (its
 * CircularProgress and the styles it inserts) took 29 to 150 ms of the click's handler at 4x CPU, and the
 * interaction's next paint waited for it. The press's tint answers at once; the spinner follows in React's next
 * task (about 0.2 s after the press at 4x CPU). Asking for the code waits for the next task too: it inserts a
 * preload link per file the dialog needs, which in the handler held the Apply tap's paint (at 12x CPU the tap took
 * 184 ms median, 120 with the ask a task later).
 * The loaded component is rendered as it is, not through `React.lazy`: a lazy component suspends on its first render
 * even when its code is there, React shows the (empty) fallback, and it then holds the dialog back until 300 ms after
 * that fallback (its throttle for content that replaces a fallback), on every first open.
 * A spinning button is disabled, which takes the focus off it: it gets the focus back, enabled, before the dialog
 * opens, so the dialog returns the focus to it when it closes (a keyboard user stays where they were).
 * `reach` (spread on the opener) asks for the code when the visitor reaches for it: points at it, presses it or
 * focuses it. A tap presses before it clicks, so the code is on its way by the click, and a mouse or keyboard user
 * usually has it before. Asked in the next task too; a failed ask is left to the click, which asks again and says so.
 * `prefetch` is the same ask, for a screen that knows its dialog is likely wanted (Apply, once the browser is idle).
 */
import { labels, loadFailureTexts } from '@shared/texts.js';
import { startTransition, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useToast } from '@/components/toast/toast-context.js';
import { nextTask } from './next-task.js';

/** The toast when a part's code did not come (also the leave question's, use-leave-guard.tsx). */
export const CODE_FAILED = {
  title: labels.loadFailed,
  description: loadFailureTexts.offline,
  variant: 'destructive',
} as const;

export function useDialogOnDemand<Code>(load: () => Promise<Code>) {
  const [loading, setLoading] = useState(false);
  // Boxed: a component is a function, which a state setter would call as an update.
  const [loaded, setLoaded] = useState<{ code: Code }>();
  const [open, setOpen] = useState(false);
  const toast = useToast();
  // One ask at a time: the reach and the click that follows it share it; a failed one is forgotten, to ask again.
  const asking = useRef<Promise<Code>>(undefined);
  const fetchCode = useCallback(() => {
    asking.current ??= load().catch((error: unknown) => {
      asking.current = undefined;
      throw error;
    });
    return asking.current;
  }, [load]);
  const show = async () => {
    if (!loaded) {
      const opener = document.activeElement;
      startTransition(() => setLoading(true));
      await nextTask();
      const came = await fetchCode().then(
        (code) => ({ code }),
        () => undefined,
      );
      flushSync(() => {
        setLoading(false);
        if (came) setLoaded(came);
      });
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      if (!came) {
        toast.show(CODE_FAILED);
        return;
      }
    }
    setOpen(true);
  };
  const ask = useCallback(
    () =>
      void nextTask()
        .then(fetchCode)
        .catch(() => undefined),
    [fetchCode],
  );
  const reach = { onPointerEnter: ask, onPointerDown: ask, onFocus: ask };
  return { open, show, close: () => setOpen(false), loading, loaded: loaded?.code, reach, prefetch: ask };
}
