/**
 * Applications (docs/hiring.md). Applying is one transaction: the job must be active, a guard item per
 * (job, seeker) makes a second application impossible even under races, and the application carries a snapshot of
 * the job's title and company so a seeker keeps their history after the job is removed. A decision is one
 * transaction too: the application must still be pending and its job must still exist. Both transactions add one
 * to the job's and its company's day counts (job-stats.ts: applications, approved or rejected), so the stats match
 * what exists. The applicant may
 * withdraw a pending application (one conditional update); that is final, like a decision.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '../../../../shared/constants.js';
import type { Application } from '../../../../shared/types.js';
import { countUpdates } from '../jobs/job-stats.js';
import { listedCondition } from '../jobs/job-visibility.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { nextId } from '../kit/counters.js';
import { byTime, keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { transact } from '../kit/transact.js';
import { type CvSkills, fromApplicationItem, fromApplicationItemWithCvSkills } from '../records/application.js';
import { decisionDelayUpdate } from './response-time.js';

export interface NewApplication {
  /** Allocated beforehand (newApplicationId) when a file is stored under the application's id first. */
  id?: number;
  job: { id: number; title: string; companyId: number; companyName: string };
  applicant: { id: number; name: string; email: string };
  resume: string;
  coverLetter: string;
  cv?: Application['cv'];
}

export const newApplicationId = () => nextId('application');

export type ApplyOutcome = { ok: true; application: Application } | { ok: false; reason: 'duplicate' | 'job-closed' };

export async function createApplication(input: NewApplication): Promise<ApplyOutcome> {
  const id = input.id ?? (await newApplicationId());
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
    ...(input.cv ? { cv: input.cv } : {}),
  };
  const TableName = tableName();
  const [jobClosed, duplicate] = await transact([
    {
      ConditionCheck: {
        TableName,
        Key: keys.job(input.job.id),
        ConditionExpression: listedCondition,
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
          ...keys.applicationWithCopies(input.job.id, id),
          type: 'application',
          ...application,
        },
      },
    },
    // The day's application count (the job's and its company's), in the same transaction: counted exactly when the
    // application exists.
    ...countUpdates(input.job, 'applications'),
  ]);
  if (duplicate === 'ConditionalCheckFailed') return { ok: false, reason: 'duplicate' };
  if (jobClosed === 'ConditionalCheckFailed') return { ok: false, reason: 'job-closed' };
  return { ok: true, application };
}

/** `consistent` when the answer decides what happens next (after a failed condition). */
export async function getApplication(id: number, consistent = false): Promise<Application | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.application(id), ConsistentRead: consistent }),
  );
  return Item ? fromApplicationItem(Item) : undefined;
}

/** One application with what the reading of its CV found (for the company's view of its skills). */
export async function getApplicationWithCvSkills(
  id: number,
): Promise<{ application: Application; cvSkills?: CvSkills } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.application(id) }));
  return Item ? fromApplicationItemWithCvSkills(Item) : undefined;
}

/**
 * What the CV reader found of the job's skills in the CV sent with an application. Kept only while the application
 * still holds its CV (the retention worker removes both); false when it no longer does.
 */
export async function saveApplicationCvSkills(id: number, cvSkills: CvSkills): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(id),
        UpdateExpression: 'SET cvSkills = :cvSkills',
        ConditionExpression: 'attribute_exists(cv)',
        ExpressionAttributeValues: { ':cvSkills': cvSkills },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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
  const items = await queryAll({
    IndexName: indexName,
    KeyConditionExpression: '#key = :value',
    ExpressionAttributeNames: { '#key': key },
    ExpressionAttributeValues: { ':value': value },
    ScanIndexForward: false,
  });
  return items.map(fromApplicationItem);
}

/** Pending, or left without a decision for 30 days: the company may still approve or reject it. */
export const isUndecided = (status: ApplicationStatus) => status === 'pending' || status === 'no_decision';

export type DecideOutcome =
  | { ok: true; application: Application }
  | { ok: false; reason: 'job-removed' | 'missing' }
  | { ok: false; reason: 'not-pending'; status: ApplicationStatus };

/**
 * Approves or rejects a pending (or "No decision") application, once: the update is conditional on it, and the job must still
 * exist (checked in the same transaction, so a decision can never land on a job deleted meanwhile, even if the
 * deletion's marking step has not run yet). Its delay goes into the company's response time (response-time.ts).
 */
export async function decideApplication(
  application: Application,
  status: Exclude<ApplicationStatus, 'pending' | 'withdrawn' | 'no_decision'>,
  decidedBy: number,
  message = '',
): Promise<DecideOutcome> {
  const statusChangedAt = new Date().toISOString();
  const TableName = tableName();
  const failed = await transact([
    {
      Update: {
        TableName,
        Key: keys.application(application.id),
        // A company that decides has seen the application, opened or not (the dashboard's list decides too): the
        // applicant must not read "Approved" beside "Not opened by the company yet".
        UpdateExpression: `SET #status = :status, statusChangedAt = :at, statusChangedBy = :by, decisionCounted = :true, viewedAt = if_not_exists(viewedAt, :at)${message ? ', decisionMessage = :message' : ''}`,
        // Pending, or "No decision" (the board's, after 30 days), as read: only that one counts back as answered.
        ConditionExpression: '#status = :was AND attribute_not_exists(jobRemoved)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':was': isUndecided(application.status) ? application.status : 'pending',
          ':at': statusChangedAt,
          ':by': decidedBy,
          ':true': true,
          ...(message ? { ':message': message } : {}),
        },
      },
    },
    {
      ConditionCheck: {
        TableName,
        Key: keys.job(application.jobId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...countUpdates({ id: application.jobId, companyId: application.companyId }, status),
    // The company's response time (its decision delays), kept by the decision itself.
    // An application the board had marked "No decision" is answered after all: off the unanswered count.
    {
      Update: decisionDelayUpdate(
        application.companyId,
        application.submittedAt,
        statusChangedAt,
        application.status === 'no_decision',
      ),
    },
  ]);
  if (failed.length === 0) {
    const viewedAt = application.viewedAt ?? statusChangedAt;
    const decided = { ...application, status, statusChangedAt, statusChangedBy: decidedBy, viewedAt };
    return { ok: true, application: message ? { ...decided, decisionMessage: message } : decided };
  }
  const current = await getApplication(application.id, true);
  if (!current) return { ok: false, reason: 'missing' };
  if (!isUndecided(current.status)) return { ok: false, reason: 'not-pending', status: current.status };
  // Marked "No decision" between the read and the decision: decide it as it is now.
  if (current.status !== application.status) return decideApplication(current, status, decidedBy, message);
  return { ok: false, reason: 'job-removed' };
}

export type WithdrawOutcome =
  | { ok: true; application: Application }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'not-pending'; status: ApplicationStatus };

/**
 * The applicant takes a pending application back, once. One conditional update decides it against a decision
 * arriving at the same moment: whichever lands first wins, the other finds the application no longer pending. The
 * application keeps its job snapshot (the seeker's history) and its guard (no second application to the job).
 */
export async function withdrawApplication(application: Application): Promise<WithdrawOutcome> {
  const statusChangedAt = new Date().toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(application.id),
        UpdateExpression: 'SET #status = :withdrawn, statusChangedAt = :at, statusChangedBy = :by',
        ConditionExpression: '#status = :pending AND userId = :by',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':withdrawn': 'withdrawn',
          ':pending': 'pending',
          ':at': statusChangedAt,
          ':by': application.userId,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getApplication(application.id, true);
    if (!current) return { ok: false, reason: 'missing' };
    return { ok: false, reason: 'not-pending', status: current.status };
  }
  const withdrawn: Application = {
    ...application,
    status: 'withdrawn',
    statusChangedAt,
    statusChangedBy: application.userId,
  };
  return { ok: true, application: withdrawn };
}

/**
 * After a job is deleted its applications stay (the seeker's history) with their snapshot, marked removed.
 * Idempotent; a few updates at a time, so a job with many applications does not burst the table.
 */
export const markJobRemoved = async (jobId: number): Promise<number> =>
  markRemoved(await listApplications({ job: jobId }), false);

/**
 * After a company deletes its account (its jobs deleted first) every application to it stays the same way, marked
 * removed and `companyClosed`: the seeker sees why. Read from the company's partition (gsi2), which outlives its
 * jobs, so a deletion retried after a failure still marks what the first try left. An application whose job was
 * deleted before keeps its "Job removed".
 */
export const markCompanyClosed = async (companyId: number): Promise<number> =>
  markRemoved(await listApplications({ company: companyId }), true);

async function markRemoved(applications: Application[], companyClosed: boolean): Promise<number> {
  const open = applications.filter((application) => !application.jobRemoved);
  for (let start = 0; start < open.length; start += 10) {
    await Promise.all(
      open.slice(start, start + 10).map((application) =>
        db()
          .send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.application(application.id),
              UpdateExpression: companyClosed
                ? 'SET jobRemoved = :true, companyClosed = :true'
                : 'SET jobRemoved = :true',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':true': true },
            }),
          )
          .catch((error: Error) => {
            // Deleted meanwhile (its applicant's account was deleted): nothing left to mark.
            if (!isConditionFailure(error)) throw error;
          }),
      ),
    );
  }
  return open.length;
}
