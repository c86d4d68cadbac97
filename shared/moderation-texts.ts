/** Words of moderation: reporting a job, the admin desk, and the messages of their API answers. */
import { REASON_MAX, REASON_MIN, REPORT_DETAILS_MAX, REPORTS_TO_HIDE } from './constants.js';

export const moderationMessages = {
  reportReason: 'Reason must be one of: spam, scam, offensive, misleading, other',
  reportDetailsMax: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  alreadyReported: 'You have already reported this job. Thank you: an admin will review it.',
  ownJob: 'You cannot report a job your own company posted',
  reasonRequired: `Please give a reason of at least ${REASON_MIN} characters`,
  reasonMax: `The reason must be at most ${REASON_MAX} characters`,
  action: 'Action must be one of: deactivate, restore, delete',
  suspended: 'suspended must be true or false',
  alreadyDeactivated: 'This job is already deactivated by an admin',
  nothingToRestore: 'This job is listed and has no open reports: there is nothing to restore',
  alreadySuspended: 'This company is already suspended',
  notSuspended: 'This company is not suspended',
  companySuspended:
    'Your company is suspended, so it cannot post or edit jobs. Please contact us through the contact page.',
  done: { deactivate: 'Job deactivated', restore: 'Job restored', delete: 'Job deleted' },
  hiddenByReports: `Hidden automatically: reported by ${REPORTS_TO_HIDE} different users`,
} as const;

export const reportLabels = {
  reasons: {
    spam: 'Spam or advertising',
    scam: 'Scam or fraud',
    offensive: 'Offensive or discriminatory',
    misleading: 'Wrong or misleading information',
    other: 'Something else',
  },
  reportJob: 'Report this job',
  dialogTitle: 'Report this job',
  dialogText: 'Tell us what is wrong with this job. An admin reviews every report.',
  reason: 'Reason',
  details: 'Details (optional)',
  send: 'Send report',
  cancel: 'Cancel',
  sending: 'Sending...',
  sent: 'Report sent',
  sentText: 'Thank you. An admin will review this job.',
  failed: 'Report not sent',
} as const;
