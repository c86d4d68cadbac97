/**
 * Sign out: POST /api/logout (this device) or /api/logout/all (every device), forget the user and their private
 * data (and any form text kept in this tab), say so, go home.
 */

import { sessionNotices } from '@shared/texts.js';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiKeys, callApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';
import { useToast } from '@/components/toast/toast-context.js';
import { forgetAllDrafts } from '@/lib/form-drafts.js';

const privateData = apiKeys('list-applications', 'get-application', 'list-dashboard-jobs', 'get-application-mail');

export function useLogout() {
  const { setUser } = useSession();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const navigate = useNavigate();

  /** Signs out, then goes home, or to `after.to` (with its state) for a sign-out that leads somewhere. */
  return async (after: { to: string; state?: unknown } = { to: '/' }, everywhere = false) => {
    try {
      await (everywhere ? callApi('logout-everywhere') : callApi('logout'));
    } catch (error) {
      toast.show({ title: sessionNotices.logoutFailed, description: (error as Error).message, variant: 'destructive' });
      return;
    }
    await setUser(null);
    forgetAllDrafts();
    await mutate((key) => typeof key === 'string' && privateData.test(key), undefined, { revalidate: false });
    const description = everywhere ? sessionNotices.loggedOutEverywhereText : sessionNotices.loggedOutText;
    toast.show({ title: sessionNotices.loggedOut, description, variant: 'success' });
    navigate(after.to, { state: after.state });
  };
}
