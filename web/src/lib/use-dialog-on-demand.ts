/**
 * A dialog whose code is fetched on the first click (so a page does not pay for it until someone asks): `show`
 * loads it once, with `loading` true meanwhile for the button's spinner, then opens it; `loaded` says when the
 * lazy dialog may be rendered. A failed fetch still opens: the lazy component reports it.
 */
import { useState } from 'react';

export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [stage, setStage] = useState<'none' | 'loading' | 'ready'>('none');
  const [open, setOpen] = useState(false);
  const show = async () => {
    if (stage === 'none') {
      setStage('loading');
      await load().catch(() => undefined);
      setStage('ready');
    }
    setOpen(true);
  };
  return { open, show, close: () => setOpen(false), loading: stage === 'loading', loaded: stage === 'ready' };
}
