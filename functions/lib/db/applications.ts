/**
 * Applications. Applying is one transaction: the job must be active, a guard item per (job, seeker) makes a second
 * application impossible even under races, and the application carries a snapshot of the job's title and company
 * so a seeker keeps their history after the job is removed.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '../../../shared/constants.js';
import type { Application } from '../../../shared/types.js';
import { db, tableName } from './client.js';
import { nextId } from './counters.js';
import { byTime, keys } from './keys.js';

export interface ApplicationRecord extends Application {
  pk: string;
  sk: string;
}

export interface NewApplication {
  job: { id: number; title: string; companyId: number; companyName: string };
  applicant: { id: number; name: string; email: string };
  resume: string;
  coverLetter: string;
}

export type ApplyOutcome = { ok: true; application: Application } | { ok: false; reason: 'duplicate' | 'job-closed' };

const strip = ({
  pk: _pk,
  sk: _sk,
  gsi1pk,
  gsi1sk,
  gsi2pk,
  gsi2sk,
  gsi3pk,
  gsi3sk,
  type,
  ...rest
}: Record<string, unknown>) => rest as unknown as Application;

export async function createApplication(input: NewApplication): Promise<ApplyOutcome> {
  const id = await nextId('application');
  const submittedAt = new Date().toISOString();
  const sort = byTime(submittedAt, id);
  const application: Application = {
    id,
    jobId: input.job.id,
    userId: input.applicant.id,
    resume: input.resume,
    coverLetter: input.coverLetter,
    status: 'pending',
    submittedAt,
    jobTitle: input.job.title,
    companyId: input.job.companyId,
    companyName: input.job.companyName,
    applicantName: input.applicant.name,
    applicantEmail: input.applicant.email,
  };
  const TableName = tableName();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName,
              Key: keys.job(input.job.id),
              ConditionExpression: 'isActive = :true',
              ExpressionAttributeValues: { ':true': true },
            },
          },
          {
            Put: {
              TableName,
              Item: { ...keys.applicationGuard(input.job.id, input.applicant.id), applicationId: id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName,
              Item: {
                ...keys.application(id),
                ...keys.seekerApplications(input.applicant.id),
                gsi1sk: sort,
                ...keys.companyApplications(input.job.companyId),
                gsi2sk: sort,
                ...keys.jobApplications(input.job.id),
                gsi3sk: sort,
                type: 'application',
                ...application,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const [jobClosed, duplicate] = (error.CancellationReasons ?? []).map((r) => r.Code === 'ConditionalCheckFailed');
      if (duplicate) return { ok: false, reason: 'duplicate' };
      if (jobClosed) return { ok: false, reason: 'job-closed' };
    }
    throw error;
  }
  return { ok: true, application };
}

export async function getApplication(id: number): Promise<Application | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.application(id) }));
  return Item ? strip(Item) : undefined;
}

type Owner = { seeker: number } | { company: number } | { job: number };

/** Newest first. A seeker's own (gsi1), a company's (gsi2) or one job's (gsi3), all pages. */
export async function listApplications(owner: Owner): Promise<Application[]> {
  const [indexName, key, value] =
    'seeker' in owner
      ? (['gsi1', 'gsi1pk', keys.seekerApplications(owner.seeker).gsi1pk] as const)
      : 'company' in owner
        ? (['gsi2', 'gsi2pk', keys.companyApplications(owner.company).gsi2pk] as const)
        : (['gsi3', 'gsi3pk', keys.jobApplications(owner.job).gsi3pk] as const);
  const items: Application[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: indexName,
        KeyConditionExpression: '#key = :value',
        ExpressionAttributeNames: { '#key': key },
        ExpressionAttributeValues: { ':value': value },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []).map(strip));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

export type DecideOutcome =
  | { ok: true; application: Application }
  | { ok: false; reason: 'job-removed' }
  | { ok: false; reason: 'not-pending'; status: ApplicationStatus };

/** Only a pending application of a job that still exists moves, and only once (conditional update). */
export async function decideApplication(
  id: number,
  status: Exclude<ApplicationStatus, 'pending'>,
  decidedBy: number,
): Promise<DecideOutcome> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(id),
        UpdateExpression: 'SET #status = :status, statusChangedAt = :at, statusChangedBy = :by',
        ConditionExpression: '#status = :pending AND attribute_not_exists(jobRemoved)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':pending': 'pending',
          ':at': new Date().toISOString(),
          ':by': decidedBy,
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { ok: true, application: strip(Attributes ?? {}) };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') {
      const old = (error as { Item?: Record<string, unknown> }).Item;
      if (old?.jobRemoved) return { ok: false, reason: 'job-removed' };
      return { ok: false, reason: 'not-pending', status: old?.status as ApplicationStatus };
    }
    throw error;
  }
}

/** After a job is deleted its applications stay (the seeker's history) with their snapshot, marked removed. */
export async function markJobRemoved(jobId: number): Promise<void> {
  const applications = await listApplications({ job: jobId });
  await Promise.all(
    applications.map((application) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.application(application.id),
          UpdateExpression: 'SET jobRemoved = :true',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':true': true },
        }),
      ),
    ),
  );
}
