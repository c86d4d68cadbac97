/**
 * A seeker's saved jobs (docs/data-model.md, "Saved jobs"). Each bookmark is one item keyed by (seeker, job), so
 * saving twice or removing twice changes nothing. One more item beside them holds the set of saved job ids, written
 * in the same transaction: its size enforces the limit (racing saves cannot pass it), and the site reads it once to
 * mark every bookmarked card (500 ids fit in one 4 KB read). The bookmark keeps the job's card as it was when saved: a job
 * deleted later still shows, marked removed, instead of vanishing from the list.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SAVED_JOBS_MAX } from '../../../../shared/constants.js';
import type { Job, JobSummary } from '../../../../shared/types.js';
import { summarize, toCard } from '../jobs/jobs-model.js';
import { db, tableName } from '../kit/client.js';
import { byTime, keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { transact } from '../kit/transact.js';
import { readSavedJobIds } from '../records/saved-job.js';

/** What a card shows of a job (a list answer's summary): kept with the bookmark, read back for the page. */
export function jobCard(job: Job): JobSummary {
  return { ...toCard(job), description: summarize(job.description) };
}

export type SaveOutcome = 'saved' | 'already-saved' | 'full';

export async function saveJob(userId: number, job: Job): Promise<SaveOutcome> {
  const TableName = tableName();
  const savedAt = new Date().toISOString();
  const [already, full] = await transact([
    {
      Put: {
        TableName,
        Item: {
          ...keys.savedJob(userId, job.id),
          ...keys.savedJobsByTime(userId),
          gsi1sk: byTime(savedAt, job.id),
          type: 'savedJob',
          jobId: job.id,
          savedAt,
          job: jobCard(job),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName,
        Key: keys.savedJobIds(userId),
        UpdateExpression: 'ADD jobIds :id',
        ConditionExpression: 'attribute_not_exists(jobIds) OR size(jobIds) < :max',
        ExpressionAttributeValues: { ':id': new Set([job.id]), ':max': SAVED_JOBS_MAX },
      },
    },
  ]);
  if (already === 'ConditionalCheckFailed') return 'already-saved';
  if (full === 'ConditionalCheckFailed') return 'full';
  return 'saved';
}

/** Removes a bookmark; false when there was none (nothing changes then, the count included). */
export async function unsaveJob(userId: number, jobId: number): Promise<boolean> {
  const TableName = tableName();
  const [missing] = await transact([
    { Delete: { TableName, Key: keys.savedJob(userId, jobId), ConditionExpression: 'attribute_exists(pk)' } },
    {
      Update: {
        TableName,
        Key: keys.savedJobIds(userId),
        UpdateExpression: 'DELETE jobIds :id',
        ExpressionAttributeValues: { ':id': new Set([jobId]) },
      },
    },
  ]);
  return missing !== 'ConditionalCheckFailed';
}

/** The ids of every job the seeker saved: one item read. */
export async function savedJobIds(userId: number): Promise<number[]> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.savedJobIds(userId) }));
  return Item ? readSavedJobIds(Item) : [];
}

/** Every bookmark of a seeker and their id set, for deleting the account. */
export async function savedJobKeys(userId: number): Promise<{ pk: string; sk: string }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.savedJobIds(userId).pk },
    ProjectionExpression: 'pk, sk',
  });
  return items as { pk: string; sk: string }[];
}
