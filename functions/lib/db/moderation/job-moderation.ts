/**
 * An admin's actions on a job, each in one transaction with its audit line (audit-log.ts) and its moderation case
 * (job-reports.ts):
 * - deactivate: the deactivated-by-admin mark with the admin's reason (job-visibility.ts: its company reads it); the
 *   job enters the queue so it can be restored;
 * - restore: clears the hidden-for-review and deactivated-by-admin marks and closes the case (also dismisses the
 *   reports of a job that is still listed);
 * - delete: the job (with its search entries and counts), then its applications are marked removed and its case
 *   and reports cleared.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { JobModerationAction } from '../../../../shared/schemas/moderation.js';
import { markJobRemoved } from '../applications/applications.js';
import type { JobRecord } from '../jobs/jobs-model.js';
import { getJobRecord } from '../jobs/jobs-read.js';
import { deleteJob, type JobRevision, type JobWriteRefusal, markJob } from '../jobs/jobs-write.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { fromCaseItem, openReportsOf } from '../records/moderation.js';
import { type AuditInput, auditPut } from './audit-log.js';
import { clearModeration, closeCase, openCase } from './job-reports.js';

/** What came of the action; a job write refused meanwhile (jobs-write.ts) passes its reason on. */
export type JobModerationOutcome =
  | 'done'
  | 'missing'
  | 'already-deactivated'
  | 'nothing-to-restore'
  | JobWriteRefusal['reason'];

const outcomeOf = (written: JobRevision): JobModerationOutcome => (written.ok ? 'done' : written.reason);

interface Admin {
  id: number;
  name: string;
}

const auditOf = (admin: Admin, action: AuditInput['action'], job: JobRecord, reason: string) =>
  auditPut({ actor: admin, action, target: { kind: 'job', id: job.id, label: job.title }, reason });

async function openReportCount(jobId: number): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.moderationCase(jobId), ConsistentRead: true }),
  );
  // Signed-out visitors' reports are open reports too: an admin can dismiss them.
  return Item ? openReportsOf(fromCaseItem(Item)) : 0;
}

export async function moderateJob(
  jobId: number,
  action: JobModerationAction,
  reason: string,
  admin: Admin,
): Promise<JobModerationOutcome> {
  const job = await getJobRecord(jobId);
  if (!job) return 'missing';
  const now = new Date().toISOString();
  if (action === 'deactivate') {
    if (job.deactivatedByAdminAt) return 'already-deactivated';
    const done = await markJob(jobId, { deactivatedByAdminAt: now, deactivatedByAdminReason: reason }, (before) => [
      auditOf(admin, 'job.deactivated', before, reason),
      openCase(before, 0, now),
    ]);
    return outcomeOf(done);
  }
  if (action === 'restore') {
    if (job.hiddenForReviewAt || job.deactivatedByAdminAt) {
      const cleared = {
        hiddenForReviewAt: undefined,
        deactivatedByAdminAt: undefined,
        deactivatedByAdminReason: undefined,
      };
      const done = await markJob(jobId, cleared, (before) => [
        auditOf(admin, 'job.restored', before, reason),
        closeCase(jobId, now),
      ]);
      return outcomeOf(done);
    }
    if ((await openReportCount(jobId)) === 0) return 'nothing-to-restore';
    await db().send(
      new TransactWriteCommand({ TransactItems: [auditOf(admin, 'job.restored', job, reason), closeCase(jobId, now)] }),
    );
    return 'done';
  }
  const deleted = await deleteJob(jobId, [auditOf(admin, 'job.deleted', job, reason)]);
  if (!deleted.ok && deleted.reason !== 'missing') return deleted.reason;
  await markJobRemoved(jobId);
  await clearModeration(jobId);
  return deleted.ok ? 'done' : 'missing';
}
