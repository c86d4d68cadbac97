/** /job-alerts/confirm#token=…: the confirmation link of a visitor's alert (double opt-in). */
import { alertLabels } from '@shared/texts/alert-texts.js';
import { callApi } from '@/api/client.js';
import { LinkLanding } from '../link-landing.js';

const confirm = async (token: string) => (await callApi('confirm-alert', { body: { token } }))?.message ?? '';

export default function ConfirmAlertPage() {
  return (
    <LinkLanding
      title={alertLabels.confirmTitle}
      question={alertLabels.confirmQuestion}
      act={alertLabels.confirmAlert}
      action={confirm}
    />
  );
}
