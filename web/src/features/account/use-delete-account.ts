/**
 * Account deletion: DELETE /api/user, then the 'Account Deleted' toast, home, and signed out. The dialog sends it
 * through useForm's submit; `failed` says a failure in a toast and returns the same words for the dialog.
 * The user is forgotten only once the profile has left the screen: forgetting them while /profile is still shown
 * would make its guard send the visitor to /auth (with a replace that would also undo the move home).
 */

import { notices } from '@shared/texts.js';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiKeys, callApi } from '@/api/client.js';
import { isApiError } from '@/api/fetcher.js';
import { useForgetCached } from '@/api/use-forget-cached.js';
import { SESSION_KEY } from '@/api/use-session.js';
import { useToast } from '@/components/toast/toast-context.js';

/** What the account's deletion changes: private lists, and for a company its directory entry and jobs. */
const accountData = apiKeys(
  'list-applications',
  'get-application',
  'list-dashboard-jobs',
  'get-application-mail',
  'list-companies',
  'get-company',
  'get-company-by-user',
  'list-jobs',
  'get-job',
  'list-categories',
);

export function useDeleteAccount() {
  const deleted = useRef(false);
  const { mutate } = useSWRConfig();
  const forgetCached = useForgetCached();
  const forget = useRef(forgetCached);
  forget.current = forgetCached;
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(
    () => () => {
      if (!deleted.current) return;
      void mutate(SESSION_KEY, null, { revalidate: false });
      void forget.current(accountData);
    },
    [mutate],
  );

  const deleteAccount = async () => {
    await callApi('delete-user');
    deleted.current = true;
    toast.show({ title: notices.accountDeleted, description: notices.accountDeletedText, variant: 'success' });
    navigate('/', { replace: true });
  };

  const failed = (error: unknown) => {
    const description = isApiError(error) ? notices.deleteFailedLater : notices.deleteFailedRetry;
    toast.show({ title: notices.deleteFailed, description, variant: 'destructive' });
    return description;
  };

  return { deleteAccount, failed };
}
