/**
 * A dialog whose code is fetched on the first click (so a page does not pay for it until someone asks): `show`
 * loads it once, with `loading` true meanwhile for the button's spinner, then opens it; `loaded` says when the
 * lazy dialog may be rendered. A failed fetch still opens: the lazy component reports it.
 * The spinner is rendered in a transition, after the click's paint: the button's first loading state (its
 * CircularProgress and their styles) took 30 to 150 ms of the click's handler at 4x CPU, which the interaction's
 * next paint waited for. The press's ripple is the immediate answer; the spinner follows within a frame or two.
 */
import { startTransition, useState } from 'react';

export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [stage, setStage] = useState<'none' | 'loading' | 'ready'>('none');
  const [open, setOpen] = useState(false);
  const show = async () => {
    if (stage === 'none') {
      startTransition(() => setStage('loading'));
      await load().catch(() => undefined);
      setStage('ready');
    }
    setOpen(true);
  };
  return { open, show, close: () => setOpen(false), loading: stage === 'loading', loaded: stage === 'ready' };
}
