/**
 * One action's sending state, for a button that does one thing (save a job, withdraw, download a CV) and for every
 * form (useForm's `submit` is this hook's `run`): `run(action, failed)` runs the action once at a time, with `busy`
 * while it runs and `failure` (the words the screen shows) when it fails. A screen never keeps its own busy flag.
 */
import { useRef, useState } from 'react';
import { failureText } from '@/api/failure-text.js';

/**
 * What a failed action leaves: a fallback text (the API's own words for a refusal a person can act on, else this),
 * or a function that says it, or returns nothing when it showed the failure itself (a field's message, a toast).
 * The function may be async (e.g. it reads the item again); the action stays busy until it is done.
 */
export type OnFailure = string | ((error: unknown) => string | undefined | Promise<string | undefined>);

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const running = useRef(false);

  /**
   * Runs `action`: `busy` meanwhile (a second run meanwhile is ignored and answers false) and the last `failure`
   * cleared first; when it throws, `failed` says what is shown. True when the action finished.
   */
  const run = async (action: () => unknown, failed: OnFailure): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setFailure('');
    try {
      await action();
      return true;
    } catch (error) {
      setFailure((typeof failed === 'string' ? failureText(error, failed) : await failed(error)) ?? '');
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return {
    /**
     * True while `run`'s action runs: its button shows it is working and waits. Give it to a BusyButton
     * (components/common/busy-button.tsx), never to `disabled` or MUI's `loading`: a button that becomes disabled
     * loses the focus.
     */
    busy,
    /** The words of the last failed `run`, '' when none. */
    failure,
    run,
    /** Shows words found before running (a file the check refused), or '' to forget the last failure. */
    setFailure,
    /** Forgets the last failure (a dialog closed, a new choice made). */
    clearFailure: () => setFailure(''),
  };
}
