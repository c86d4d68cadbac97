/**
 * The seeker's matching profile through SWR (GET /api/user/matching), and saving it (PUT). While the CV reader
 * works on a new CV the answer is asked again every two seconds, so the skills it read appear without a reload.
 */
import type { MatchingProfileView } from '@shared/matching-types.js';
import type { MatchingProfileInput } from '@shared/schemas/matching.js';
import useSWR, { useSWRConfig } from 'swr';
import { apiKeys, apiUrl, callApi } from '@/api/client.js';

const READING_POLL_MS = 2000;

export function useMatchingProfile(enabled = true) {
  const answer = useSWR<MatchingProfileView>(enabled ? apiUrl('get-matching-profile') : null, {
    refreshInterval: (data) => (data?.cvReading?.status === 'reading' ? READING_POLL_MS : 0),
  });
  const { mutate } = useSWRConfig();
  /** Saves and caches the answer; the matches are asked again, as they follow the profile. */
  const save = async (input: MatchingProfileInput): Promise<MatchingProfileView | undefined> => {
    const saved = await callApi('update-matching-profile', { body: input });
    if (saved) await answer.mutate(saved, { revalidate: false });
    await mutate((key) => typeof key === 'string' && apiKeys('list-job-matches').test(key));
    return saved;
  };
  return { ...answer, save };
}
