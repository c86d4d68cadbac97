/**
 * The retention worker (lib/retention.ts holds the periods): run daily by a schedule deployed and by a timer locally
 * (scripts/local/retention-timer.ts). Three passes, each paged, so memory stays a page:
 *
 * 1. applications whose job has been closed for `closedJobApplicationDays` (inactive since its last change, or
 *    deleted: then counted from the application's last change) lose their copies: the resume text and cover letter
 *    are emptied, the CV copy's file and what was read of it (`cvSkills`) are deleted, `personalDataRemovedAt` says
 *    when. The record stays. Only the applications still holding copies are read: a Query of the sparse index
 *    gsi4, not a Scan of the table.
 * 2. saved CV files (`cv/<userId>/…`) that the user's profile does not hold, older than `unattachedCvDays`;
 * 3. application CV files (`application-cvs/<id>`) whose application is gone or carries no CV any more, as old.
 *
 * Each step is idempotent: a run cut short is finished by the next. A failure throws, so the schedule retries and
 * then its dead-letter queue alarms.
 */
import { GetCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getUser } from '../lib/db/accounts/users.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { fromApplicationItem } from '../lib/db/records/application.js';
import { readJobItem } from '../lib/db/records/job.js';
import { deleteCvs } from '../lib/files/cv-files.js';
import { CV_PREFIXES, cvKeys } from '../lib/files/cv-keys.js';
import { cvBucket } from '../lib/files/s3.js';
import { listObjects } from '../lib/files/s3-objects.js';
import { logger } from '../lib/logger.js';
import { olderThan, retention } from '../lib/retention.js';

export interface RetentionRun {
  applicationsCleared: number;
  savedCvsDeleted: number;
  applicationCvsDeleted: number;
}

async function item(key: { pk: string; sk: string }) {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
}

/** Since when the job has been closed (inactive since its last change), undefined while it is open or gone. */
async function jobClosedSince(jobId: number): Promise<{ since: string } | 'open' | 'gone'> {
  const job = await item(keys.job(jobId));
  if (!job) return 'gone';
  const { isActive, updatedAt, createdAt } = readJobItem(job);
  return isActive ? 'open' : { since: updatedAt ?? createdAt };
}

/**
 * Pass 1: a Query of the applications that still hold their copies (gsi4, sparse: keys.applicationWithCopies),
 * sorted by job, so each job is read once for all its applications. Clearing an application's copies takes it out
 * of the index in the same update.
 */
async function clearApplications(now: Date): Promise<number> {
  const before = olderThan(retention.closedJobApplicationDays, now);
  let cleared = 0;
  let startKey: Record<string, unknown> | undefined;
  let job: { id: number; state: Awaited<ReturnType<typeof jobClosedSince>> } | undefined;
  do {
    const page: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.applicationsWithCopies().gsi4pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const application of (page.Items ?? []).map(fromApplicationItem)) {
      if (job?.id !== application.jobId)
        job = { id: application.jobId, state: await jobClosedSince(application.jobId) };
      if (job.state === 'open') continue;
      // A deleted job: counted from the application's last change.
      const since = job.state === 'gone' ? (application.statusChangedAt ?? application.submittedAt) : job.state.since;
      if (since >= before) continue;
      // The record first: once it carries no CV, a file left by a failed delete is an unattached file (pass 3).
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.application(application.id),
          UpdateExpression:
            'SET resume = :empty, coverLetter = :empty, personalDataRemovedAt = :now REMOVE cv, cvSkills, gsi4pk, gsi4sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':empty': '', ':now': now.toISOString() },
        }),
      );
      if (application.cv) await deleteCvs([cvKeys.application(application.id)]);
      cleared += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return cleared;
}

/** Deletes the files under `prefix` older than the limit that `attached` says nothing holds. */
async function deleteUnattached(prefix: string, now: Date, attached: (key: string) => Promise<boolean>) {
  const before = olderThan(retention.unattachedCvDays, now);
  let deleted = 0;
  for await (const objects of listObjects(cvBucket(), prefix)) {
    const doomed: string[] = [];
    for (const object of objects) {
      if (object.lastModified < before && !(await attached(object.key))) doomed.push(object.key);
    }
    await deleteCvs(doomed);
    deleted += doomed.length;
  }
  return deleted;
}

/** One run as of `now` (the tests move it ahead instead of waiting for files to age). */
export async function enforceRetention(now: Date): Promise<RetentionRun> {
  const applicationsCleared = await clearApplications(now);
  const savedCvsDeleted = await deleteUnattached(CV_PREFIXES.saved, now, async (key) => {
    const userId = Number(key.slice(CV_PREFIXES.saved.length).split('/')[0]);
    return (await getUser(userId))?.cv?.key === key;
  });
  const applicationCvsDeleted = await deleteUnattached(CV_PREFIXES.applications, now, async (key) => {
    const id = Number(key.slice(CV_PREFIXES.applications.length));
    return Boolean((await item(keys.application(id)))?.cv);
  });
  const run = { applicationsCleared, savedCvsDeleted, applicationCvsDeleted };
  logger.info('Retention enforced', { ...run });
  return run;
}

export const handler = (): Promise<RetentionRun> => enforceRetention(new Date());
