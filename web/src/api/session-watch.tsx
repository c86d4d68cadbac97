/**
 * Notices a session that ended under a signed-in page (a 401 from any call, see `onSessionEnded`): the cached user
 * is forgotten at once, so the navigation bar and guarded screens stop pretending, and a notice says why.
 */

import { sessionNotices } from '@shared/texts.js';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/toast/toast-context.js';
import { onSessionEnded } from './fetcher.js';
import { useSession } from './use-session.js';

export function SessionWatch() {
  const { user, setUser } = useSession();
  const toast = useToast();
  // The listener is added once and reads the latest session through the ref.
  const latest = useRef({ signedIn: false, setUser, toast });
  latest.current = { signedIn: user !== null, setUser, toast };
  useEffect(
    () =>
      onSessionEnded(() => {
        const { signedIn, setUser: forget, toast: notify } = latest.current;
        if (!signedIn) return;
        latest.current.signedIn = false;
        void forget(null);
        notify.show({ title: sessionNotices.sessionEnded, description: sessionNotices.sessionEndedText });
      }),
    [],
  );
  return null;
}
