/**
 * The jobs listed now, from the search index's list of every listed job (`POST#all`, one Query, never a Scan):
 * for the daily still-hiring run (each open job read once, 100 per BatchGetItem) and the hourly expiry run (whose
 * entries carry the closing date, `cl`).
 */

import type { JobRecord } from '../db/jobs/jobs-model.js';
import { batchGetAll } from '../db/kit/batch-get.js';
import { keys } from '../db/kit/keys.js';
import { queryAll } from '../db/kit/query-all.js';
import { readJobItem } from '../db/records/job.js';
import { postingJobId } from './posting-record.js';
import { term } from './postings.js';

/** Every listed job, read whole, 100 per BatchGetItem. */
export async function listedJobs(): Promise<JobRecord[]> {
  const entries = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.posting(term.all()).pk },
    ProjectionExpression: 'id',
  });
  const items = await batchGetAll(entries.map((entry) => keys.job(postingJobId(entry))));
  return items.map(readJobItem);
}

/** Ids of the active jobs whose closing date is before `today`. */
export async function jobsPastClosing(today: string): Promise<number[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'cl < :today',
    ExpressionAttributeValues: { ':pk': keys.posting(term.all()).pk, ':today': today },
    ProjectionExpression: 'id',
  });
  return items.map(postingJobId);
}
