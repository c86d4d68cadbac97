/**
 * Suspending a company (docs/hiring.md, "Suspended companies"): the company item holds when and why
 * (`suspendedAt`, `suspendReason`), set in one transaction with the admin's audit line. While suspended the
 * company cannot post or edit jobs (create-job, update-job answer 403) and every job of it carries the
 * company-suspended mark (job-visibility.ts), so it is out of search, lists and counts and its page is a 404.
 * The jobs are marked one transaction each after the company (like a rename): if that stops midway, the same call
 * again marks the rest before it answers 409 "already suspended".
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminCompany } from '../../../../shared/moderation-types.js';
import { listCompanyJobs } from '../jobs/jobs-read.js';
import { followUp, markJob } from '../jobs/jobs-write.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { transact } from '../kit/transact.js';
import { fromCompanyItem, suspensionOf } from '../records/company.js';
import { auditPut } from './audit-log.js';

export type SuspensionOutcome = 'done' | 'missing' | 'already-suspended' | 'not-suspended';

/** The company as the admin desk shows it: with its suspension, if any. */
export function toAdminCompany(item: Record<string, unknown>): AdminCompany {
  const suspended = suspensionOf(item);
  return { ...fromCompanyItem(item), ...(suspended ? { suspended } : {}) };
}

/** The company with its suspension, in one read (undefined when there is no such company). */
export async function getCompanyWithSuspension(companyId: number): Promise<AdminCompany | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }));
  return Item ? toAdminCompany(Item) : undefined;
}

export async function getCompanySuspension(companyId: number): Promise<AdminCompany['suspended']> {
  return (await getCompanyWithSuspension(companyId))?.suspended;
}

/** Puts every job of the company in line with its suspension (idempotent: a job already marked is skipped). */
async function syncSuspensionMarks(companyId: number, suspendedAt: string | undefined): Promise<void> {
  for (const job of await listCompanyJobs(companyId)) {
    const marked = job.moderation?.includes('company-suspended') ?? false;
    if (marked === (suspendedAt !== undefined)) continue;
    await followUp(() => markJob(job.id, { companySuspendedAt: suspendedAt }));
  }
}

export async function setCompanySuspension(
  companyId: number,
  suspended: boolean,
  reason: string,
  admin: { id: number; name: string },
): Promise<SuspensionOutcome> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ConsistentRead: true }),
  );
  if (!Item) return 'missing';
  const company = toAdminCompany(Item);
  if (suspended === Boolean(company.suspended)) {
    // Already so: finish marking the jobs a stopped earlier call may have left, then say so.
    await syncSuspensionMarks(companyId, company.suspended?.at);
    return suspended ? 'already-suspended' : 'not-suspended';
  }
  const now = new Date().toISOString();
  const codes = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.company(companyId),
        ...(suspended
          ? {
              UpdateExpression: 'SET suspendedAt = :now, suspendReason = :reason',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(suspendedAt)',
              ExpressionAttributeValues: { ':now': now, ':reason': reason },
            }
          : {
              UpdateExpression: 'REMOVE suspendedAt, suspendReason',
              ConditionExpression: 'attribute_exists(pk) AND attribute_exists(suspendedAt)',
            }),
      },
    },
    auditPut(
      {
        actor: admin,
        action: suspended ? 'company.suspended' : 'company.unsuspended',
        target: { kind: 'company', id: companyId, label: company.name },
        reason,
      },
      now,
    ),
  ]);
  if (codes.length > 0) return suspended ? 'already-suspended' : 'not-suspended'; // another admin, a moment ago
  await syncSuspensionMarks(companyId, suspended ? now : undefined);
  return 'done';
}
