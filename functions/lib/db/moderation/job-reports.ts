/**
 * Reports of jobs and the admin's moderation queue (docs/data-model.md, "Moderation"):
 * - a report is one item per (job, user), its key the guard of "one report per user per job", kept for good;
 * - the job's case item counts its open reports and, while the job needs a look (reported, hidden for review or
 *   deactivated by an admin), sits in the queue (gsi1 MODERATION, newest change first);
 * - an admin's restore closes the case: the count starts again from 0 and reports older than `closedAt` are history.
 * When the count reaches REPORTS_TO_HIDE the job is hidden for review (a moderation mark, job-visibility.ts).
 * Signed-out visitors' reports (one per address per job) are counted apart (`anonymousReportCount`): an admin sees
 * them in the queue, but they never hide a job by themselves, since anyone can send them from many addresses.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { REPORTS_TO_HIDE } from '../../../../shared/constants.js';
import type { ModerationCase, QueuedReport } from '../../../../shared/moderation-types.js';
import type { ReportInput } from '../../../../shared/schemas/moderation.js';
import { moderationMessages } from '../../../../shared/texts/moderation-texts.js';
import type { Job } from '../../../../shared/types.js';
import { moderationStates } from '../jobs/job-visibility.js';
import { getJobRecord } from '../jobs/jobs-read.js';
import { followUp, markJob } from '../jobs/jobs-write.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import type { InvalidCursor } from '../kit/page-cursor.js';
import { queryPage } from '../kit/paged-query.js';
import { queryAll } from '../kit/query-all.js';
import { type TransactItems, transact } from '../kit/transact.js';
import {
  type CaseRecord,
  fromCaseItem,
  fromQueuedCaseItem,
  fromReportItem,
  openReportsOf,
} from '../records/moderation.js';
import { auditPut, BOARD_ACTOR } from './audit-log.js';

type TransactItem = TransactItems[number];
type CaseJob = Pick<Job, 'id' | 'title' | 'companyId' | 'companyName'>;

/**
 * The Update putting the job's case in the queue (creating it if need be), `reportsAdded` more reports open
 * (users' reports, or signed-out visitors' with `counter` 'anonymousReportCount').
 */
export function openCase(
  job: CaseJob,
  reportsAdded: number,
  now = new Date().toISOString(),
  counter: 'reportCount' | 'anonymousReportCount' = 'reportCount',
): TransactItem {
  const entry = keys.moderationQueueEntry(now, job.id);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.moderationCase(job.id),
      UpdateExpression:
        'SET jobId = :id, title = :title, companyId = :companyId, companyName = :companyName, updatedAt = :now, ' +
        `gsi1pk = :queue, gsi1sk = :order ADD ${counter} :added`,
      ExpressionAttributeValues: {
        ':id': job.id,
        ':title': job.title,
        ':companyId': job.companyId,
        ':companyName': job.companyName,
        ':now': now,
        ':queue': entry.gsi1pk,
        ':order': entry.gsi1sk,
        ':added': reportsAdded,
      },
    },
  };
}

/** The Update taking the case out of the queue: its open reports become history. */
export function closeCase(jobId: number, now = new Date().toISOString()): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.moderationCase(jobId),
      UpdateExpression:
        'SET reportCount = :zero, anonymousReportCount = :zero, closedAt = :now, updatedAt = :now REMOVE gsi1pk, gsi1sk',
      ExpressionAttributeValues: { ':zero': 0, ':now': now },
    },
  };
}

async function getCase(jobId: number): Promise<CaseRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.moderationCase(jobId), ConsistentRead: true }),
  );
  return Item && fromCaseItem(Item);
}

export type ReportOutcome = 'reported' | 'already-reported';

/** Who reports: a signed-in user, or a signed-out visitor known only by a hash of their address. */
export type Reporter = { user: { id: number; name: string } } | { addressHash: string };

/**
 * Files the report. A user's report that makes REPORTS_TO_HIDE open ones hides the job for review; a signed-out
 * visitor's never does (it is counted apart, with the email they left, if any).
 */
export async function reportJob(job: CaseJob, reporter: Reporter, input: ReportInput): Promise<ReportOutcome> {
  const createdAt = new Date().toISOString();
  const who =
    'user' in reporter
      ? { ...keys.jobReport(job.id, reporter.user.id), userId: reporter.user.id, reporterName: reporter.user.name }
      : {
          ...keys.anonymousJobReport(job.id, reporter.addressHash),
          anonymous: true,
          ...(input.email ? { email: input.email } : {}),
        };
  const [duplicate] = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...who,
          type: 'report',
          jobId: job.id,
          reason: input.reason,
          ...(input.details ? { details: input.details } : {}),
          createdAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    openCase(job, 1, createdAt, 'user' in reporter ? 'reportCount' : 'anonymousReportCount'),
  ]);
  if (duplicate === 'ConditionalCheckFailed') return 'already-reported';
  if (!('user' in reporter)) return 'reported';
  const reportCount = (await getCase(job.id))?.reportCount ?? 0;
  if (reportCount >= REPORTS_TO_HIDE) await hideForReview(job);
  return 'reported';
}

/**
 * Sets the job's hidden-for-review mark with the board's audit line, as a follow-up of the report (jobs-write.ts):
 * a concurrent edit of the job is read again and tried again; a job already hidden or gone is left as it is.
 */
async function hideForReview(job: CaseJob): Promise<void> {
  await followUp(async () => {
    const record = await getJobRecord(job.id);
    if (!record || record.hiddenForReviewAt) return { ok: true };
    return markJob(job.id, { hiddenForReviewAt: new Date().toISOString() }, (before) => [
      auditPut({
        actor: BOARD_ACTOR,
        action: 'job.hidden',
        target: { kind: 'job', id: job.id, label: before.title },
        reason: moderationMessages.hiddenByReports,
      }),
    ]);
  });
}

/** Removes a deleted job's case and reports (after the job itself is gone: nothing can report it any more). */
export async function clearModeration(jobId: number): Promise<void> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.job(jobId).pk, ':prefix': keys.jobReportsPrefix() },
  });
  const itemKeys = [
    keys.moderationCase(jobId),
    ...items.map((item) => ({ pk: keys.job(jobId).pk, sk: fromReportItem(item).sk })),
  ];
  await Promise.all(itemKeys.map((Key) => db().send(new DeleteCommand({ TableName: tableName(), Key }))));
}

async function openReports(jobId: number, closedAt: string | undefined): Promise<QueuedReport[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.job(jobId).pk, ':prefix': keys.jobReportsPrefix() },
  });
  return items
    .map(fromReportItem)
    .filter((report) => !closedAt || report.createdAt > closedAt)
    .map(({ sk, ...report }) => ({ jobId, reporterKey: sk.slice(keys.jobReportsPrefix().length), ...report }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * A page of the queue, newest change first, each case with the job as it is now and its open reports. A case
 * whose job its company deleted meanwhile is left out.
 */
export async function listModerationQueue(
  limit: number,
  cursor?: string,
): Promise<{ ok: true; cases: ModerationCase[]; nextCursor?: string } | InvalidCursor> {
  const page = await queryPage({
    partition: keys.moderationQueue().gsi1pk,
    index: 'gsi1',
    limit,
    scope: 'moderation-queue',
    cursor,
  });
  if (!page.ok) return page;
  const { items, nextCursor } = page;
  const cases = await Promise.all(
    items.map(async (item): Promise<ModerationCase | undefined> => {
      const queued = fromQueuedCaseItem(item);
      const { jobId } = queued;
      const [job, reports] = await Promise.all([getJobRecord(jobId), openReports(jobId, queued.closedAt)]);
      if (!job) return undefined;
      return {
        jobId,
        title: job.title,
        companyId: job.companyId,
        companyName: job.companyName,
        isActive: job.isActive,
        moderation: moderationStates(job),
        reportCount: openReportsOf(queued),
        reports,
        updatedAt: queued.updatedAt,
      };
    }),
  );
  return {
    ok: true,
    cases: cases.filter((one): one is ModerationCase => one !== undefined),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
