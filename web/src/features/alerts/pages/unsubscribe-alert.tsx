/**
 * /job-alerts/unsubscribe#token=…: the unsubscribe link in the body of every alert email. Its button unsubscribes
 * (deletes the alert), through the same route a mail provider's one-click POST reaches.
 */
import { alertLabels } from '@shared/texts/alert-texts.js';
import { callApi } from '@/api/client.js';
import { LinkLanding } from '../link-landing.js';

const unsubscribe = async (token: string) => (await callApi('unsubscribe-alert', { query: { token } }))?.message ?? '';

export default function UnsubscribeAlertPage() {
  return (
    <LinkLanding
      title={alertLabels.unsubscribeTitle}
      question={alertLabels.unsubscribeQuestion}
      act={alertLabels.unsubscribe}
      action={unsubscribe}
    />
  );
}
