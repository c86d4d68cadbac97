/**
 * Deleting an account and everything that belongs only to it (docs/accounts.md, "Deletion"):
 * - every account: the user item and its username and email guards;
 * - a job seeker: their applications and the one-application-per-job guards, their saved jobs and their count,
 *   their job alerts and their count, their saved CV file and the CV copies sent with their applications;
 * - a company: its jobs (through the jobs repository, which also removes their search entries and counts) with
 *   their reports and moderation cases, its published logo file, and the company record (with it, its directory
 *   entry) and its response-time histogram. The applications to its jobs are not the company's: they stay with
 *   their snapshot, marked removed and `companyClosed`, exactly as when one job is deleted, so no seeker loses their
 *   history because a company left. A seeker's deletion leaves the companies' histograms as they are: how fast a
 *   company decided stays a fact about it.
 * Files go before the items that name them, so a failure midway never leaves a file nobody can find.
 *
 * Order matters. Sessions are revoked first, so nothing new (a job, an application) is created while we clean up.
 * Dependents go next and the user, its guards and the company record last in one transaction: if anything fails
 * midway, the account still exists, its owner can sign in and delete again, and nothing is left without an owner.
 * Jobs go before the marking of their applications (no new application can reach a deleted job) and before the
 * company record (a job's deletion updates the company's job count).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteCvs } from '../../files/cv-files.js';
import { cvKeys } from '../../files/cv-keys.js';
import { deleteLogo } from '../../files/published-logos.js';
import { StillThrottledError } from '../../retry-later.js';
import { retrying, TRY_AGAIN } from '../../retrying.js';
import { alertKeys } from '../alerts/alerts.js';
import { markCompanyClosed } from '../applications/applications.js';
import { getCompany } from '../companies/companies.js';
import { deleteJob, followUp, listCompanyJobs } from '../jobs/jobs.js';
import { db, tableName } from '../kit/client.js';
import { alertOwner, keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { transact } from '../kit/transact.js';
import { clearModeration } from '../moderation/job-reports.js';
import { fromApplicationItem } from '../records/application.js';
import { savedJobKeys } from '../seekers/saved-jobs.js';
import { deleteSessions } from './sessions.js';
import { bumpSessionVersion, type UserRecord } from './users.js';

type Key = { pk: string; sk: string };

/** Every item of a gsi1 partition, all pages. */
function queryIndex(indexName: 'gsi1', partition: Record<string, string>) {
  const [[attribute, value]] = Object.entries(partition) as [[string, string]];
  return queryAll({
    IndexName: indexName,
    KeyConditionExpression: '#key = :value',
    ExpressionAttributeNames: { '#key': attribute },
    ExpressionAttributeValues: { ':value': value },
  });
}

/**
 * Items per BatchWriteItem: DynamoDB takes up to 25; an even number keeps each application and its guard (listed
 * in pairs) in the same batch.
 */
const BATCH_SIZE = 24;
/** Deletes in batches; what DynamoDB leaves unprocessed (how it throttles a batch) is tried again (../retrying.ts). */
async function deleteKeys(keyList: Key[]): Promise<void> {
  for (let start = 0; start < keyList.length; start += BATCH_SIZE) {
    let requests = keyList.slice(start, start + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
    await retrying(
      async () => {
        const { UnprocessedItems } = await db().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        return requests.length > 0 ? TRY_AGAIN : undefined;
      },
      () => new StillThrottledError(`${requests.length} deletions still unprocessed after every try`),
    );
  }
}

/** A seeker's applications (gsi1), with their guard items and CV copies, and their saved CV. */
async function deleteApplications(partition: Record<string, string>, savedCvKey?: string): Promise<void> {
  const applications = (await queryIndex('gsi1', partition)).map(fromApplicationItem);
  const files = applications.filter((application) => application.cv).map(({ id }) => cvKeys.application(id));
  if (savedCvKey) files.push(savedCvKey);
  if (files.length > 0) await deleteCvs(files);
  await deleteKeys(
    applications.flatMap(({ id, jobId, userId }) => [keys.application(id), keys.applicationGuard(jobId, userId)]),
  );
}

export async function deleteAccount(user: UserRecord): Promise<void> {
  await bumpSessionVersion(user.id);
  await deleteSessions(user.id);
  const companyId = user.role === 'company' ? user.companyId : undefined;
  if (companyId === undefined) {
    await deleteApplications(keys.seekerApplications(user.id), user.cv?.key);
    // The matching profile rides in the saved jobs' batches: no call of its own.
    await deleteKeys([...(await savedJobKeys(user.id)), keys.matchingProfile(user.id)]);
    await deleteKeys(await alertKeys(alertOwner.user(user.id)));
  } else {
    // Jobs first: once a job is gone nobody can apply to it, so the applications marked next are all there are.
    for (const job of await listCompanyJobs(companyId)) {
      await followUp(() => deleteJob(job.id));
      await clearModeration(job.id);
    }
    await markCompanyClosed(companyId);
    await deleteLogo((await getCompany(companyId))?.logo);
  }
  const TableName = tableName();
  const ownGuard = {
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
    ExpressionAttributeValues: { ':id': user.id },
  };
  const codes = await transact([
    { Delete: { TableName, Key: keys.user(user.id) } },
    { Delete: { TableName, Key: keys.usernameGuard(user.username), ...ownGuard } },
    { Delete: { TableName, Key: keys.emailGuard(user.email), ...ownGuard } },
    { Delete: { TableName, Key: keys.unconfirmedEmail(user.email), ...ownGuard } },
    // Two-step sign-in's secret and recovery hashes (second-factor.ts), if any.
    { Delete: { TableName, Key: keys.secondFactor(user.id) } },
    ...(companyId === undefined
      ? []
      : [
          { Delete: { TableName, Key: keys.company(companyId) } },
          { Delete: { TableName, Key: keys.responseTimes(companyId) } },
        ]),
  ]);
  // A guard that is not this user's means the data is inconsistent: fail loudly rather than half delete.
  if (codes.length > 0) throw new Error(`Account deletion refused by a condition: ${codes.join(', ')}`);
}
