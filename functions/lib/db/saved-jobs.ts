/**
 * A seeker's saved jobs (docs/data-model.md, "Saved jobs"). Each bookmark is one item keyed by (seeker, job), so
 * saving twice or removing twice changes nothing. One more item beside them holds the set of saved job ids, written
 * in the same transaction: its size enforces the limit (racing saves cannot pass it), and the site reads it once to
 * mark every bookmarked card (500 ids fit in one 4 KB read). The bookmark keeps the job's card as it was when saved: a job
 * deleted later still shows, marked removed, instead of vanishing from the list.
 */
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SAVED_JOBS_MAX } from '../../../shared/constants.js';
import type { SavedJob } from '../../../shared/schemas/saved-jobs.js';
import type { Job, JobSummary } from '../../../shared/types.js';
import { db, tableName } from './client.js';
import { summarize, toSummary } from './jobs-model.js';
import { byTime, keys } from './keys.js';
import { queryAll } from './query-all.js';
import { transact } from './transact.js';

/** What a card shows of a job (a list answer's summary): kept with the bookmark, read back for the page. */
export function jobCard(job: Record<string, unknown>): JobSummary {
  const summary = toSummary(job);
  return { ...summary, description: summarize(summary.description) };
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
          job: jobCard(job as unknown as Record<string, unknown>),
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

type Position = { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export interface SavedJobsPage {
  items: SavedJob[];
  /** Where the next page starts; undefined on the last page. */
  next?: Position;
}

/**
 * One page, newest-saved first: one Query of `limit` bookmarks and one BatchGetItem of their jobs, so a request
 * reads at most twice its page size in items, however many jobs the seeker keeps.
 */
export async function listSavedJobs(userId: number, limit: number, after?: Position): Promise<SavedJobsPage> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.savedJobsByTime(userId).gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  const current = await currentJobs(Items.map((item) => item.jobId as number));
  const items = Items.map((item): SavedJob => {
    const now = current.get(item.jobId as number);
    const state = !now ? 'removed' : now.isActive ? 'open' : 'closed';
    return {
      jobId: item.jobId as number,
      savedAt: item.savedAt as string,
      state,
      job: now ?? (item.job as JobSummary),
    };
  });
  return { items, ...(LastEvaluatedKey ? { next: LastEvaluatedKey as Position } : {}) };
}

/** The jobs as they are now, by id; deleted ones are absent. A page is at most 50 ids, under BatchGetItem's 100. */
async function currentJobs(ids: number[]): Promise<Map<number, JobSummary>> {
  const found = new Map<number, JobSummary>();
  let wanted: Record<string, unknown>[] = [...new Set(ids)].map((id) => keys.job(id));
  for (let attempt = 0; wanted.length > 0 && attempt < 5; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted } } }),
    );
    for (const item of Responses?.[tableName()] ?? []) found.set(item.id as number, jobCard(item));
    wanted = UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  if (wanted.length > 0) throw new Error(`${wanted.length} saved jobs still unread after retries`);
  return found;
}

/** The ids of every job the seeker saved: one item read. */
export async function savedJobIds(userId: number): Promise<number[]> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.savedJobIds(userId) }));
  return [...((Item?.jobIds as Set<number> | undefined) ?? [])].sort((a, b) => a - b);
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

export function isPosition(value: unknown, userId: number): value is Position {
  const position = value as Position;
  return (
    typeof value === 'object' &&
    value !== null &&
    ['pk', 'sk', 'gsi1pk', 'gsi1sk'].every((name) => typeof (position as Record<string, unknown>)[name] === 'string') &&
    position.gsi1pk === keys.savedJobsByTime(userId).gsi1pk
  );
}
