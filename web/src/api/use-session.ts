/**
 * The current user: GET /api/user, where a 401 means signed out. Without the signed-in marker cookie (signed-in-marker.ts: set and
 * cleared by the API with the session cookie, which the page cannot read) there is no session to ask about: signed
 * out, without a request. A 401 clears the marker, so a dead session is asked about once. Screens read the role
 * flags from here;
 * sign-in screens call `setUser(user)` after login/registration and `setUser(null)` after logout.
 */

import type { PublicUser } from '@shared/types.js';
import useSWR from 'swr';
import { apiUrl } from './client.js';
import { fetcher, isApiError } from './fetcher.js';
import { clearSignedInMarker, hasSignedInMarker } from './signed-in-marker.js';

export const SESSION_KEY = apiUrl('get-user');

async function fetchSession(url: string): Promise<PublicUser | null> {
  if (!hasSignedInMarker()) return null;
  try {
    return await fetcher<PublicUser>(url);
  } catch (error) {
    if (isApiError(error, 401)) {
      clearSignedInMarker();
      return null;
    }
    throw error;
  }
}

export function useSession() {
  const { data, error, isLoading, mutate } = useSWR(SESSION_KEY, fetchSession);
  const user = data ?? null;
  return {
    user,
    /** True until the first answer (or failure) arrives. */
    isLoading,
    /** A failure other than 401 (server down); the user is then treated as signed out. */
    error: error as Error | undefined,
    isSignedIn: user !== null,
    isCompany: user?.role === 'company',
    isJobSeeker: user?.role === 'job_seeker',
    isAdmin: user?.role === 'admin',
    /** Replaces the cached user without asking the server again. */
    setUser: (next: PublicUser | null) => mutate(next, { revalidate: false }),
  };
}
