/**
 * /matches/unsubscribe#token=…: the unsubscribe link in the body of every match email. Its button turns match
 * emails off, through the same route a mail provider's one-click POST reaches.
 */
import { matchingLabels, matchingMessages } from '@shared/texts/matching-texts.js';
import { callApi } from '@/api/client.js';
import { LinkLanding } from '@/features/alerts';

const unsubscribe = async (token: string) =>
  (await callApi('unsubscribe-matches', { query: { token } }))?.message ?? '';

const manage = { to: '/profile', label: matchingLabels.manageMatching };

export default function UnsubscribeMatchesPage() {
  return (
    <LinkLanding
      title={matchingLabels.unsubscribeTitle}
      question={matchingLabels.unsubscribeQuestion}
      act={matchingLabels.unsubscribe}
      action={unsubscribe}
      invalid={matchingMessages.linkInvalid}
      manage={manage}
    />
  );
}
