/** Reading jobs by id and a company's jobs (the dashboard: active or not, newest first, through gsi1). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { fromJobItem, readJobItem } from '../records/job.js';
import type { JobRecord } from './jobs-model.js';

/** The stored job with its index bookkeeping (strongly consistent: writes build on it). */
export async function getJobRecord(id: number): Promise<JobRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id), ConsistentRead: true }));
  return Item ? readJobItem(Item) : undefined;
}

/** Any job, active or not; the public route shows only active ones. */
export async function getJob(id: number): Promise<Job | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }));
  return Item ? fromJobItem(Item) : undefined;
}

/** Every job of a company, active or not, newest first. */
export async function listCompanyJobs(companyId: number): Promise<Job[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companyJobs(companyId).gsi1pk },
    ScanIndexForward: false,
  });
  return items.map(fromJobItem);
}
