/**
 * A company's own edits of its profile and logo. The profile (name, description, website, location) is one
 * transaction: the company item with its directory keys (a new name moves it in the directory) and the account's
 * copy of the company name, built afresh from what it reads each time a concurrent write (a job posted meanwhile
 * moves the open-job count) makes it try again. The jobs follow afterwards (jobs-write.ts, `syncCompanyOnJobs`).
 */
import { ReturnValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyProfileInput } from '../../../../shared/schemas/company-profile.js';
import type { Company } from '../../../../shared/types.js';
import { syncCompanyOnJobs } from '../jobs/jobs.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { transact } from '../kit/transact.js';
import { fromCompanyItem } from '../records/company.js';
import { getCompany } from './companies.js';
import { directoryUpdate } from './company-directory.js';

/** Writes the profile; answers the company as it now is, or undefined when it no longer exists. */
export async function updateCompanyProfile(
  companyId: number,
  input: CompanyProfileInput,
): Promise<Company | undefined> {
  let before: Company | undefined;
  const codes = await transact(
    async () => {
      before = await getCompany(companyId);
      if (!before) return [];
      const was = { id: companyId, name: before.name, jobCount: before.jobCount };
      const details = { description: input.description ?? '', website: input.website, location: input.location };
      const companyItem = directoryUpdate(was, { name: input.name, jobCount: before.jobCount }, details);
      const owner = before.userId === undefined ? [] : [{ Update: accountCompanyName(before.userId, input.name) }];
      return [{ Update: companyItem }, ...owner];
    },
    (codes) => codes.includes('ConditionalCheckFailed'),
  );
  if (!before || codes.length > 0) return undefined;
  const after = await getCompany(companyId);
  if (after && (after.name !== before.name || after.logo !== before.logo)) await syncCompanyOnJobs(companyId, after);
  return after;
}

/** The company account keeps the company's name (the session user's `company`). */
const accountCompanyName = (userId: number, name: string) => ({
  TableName: tableName(),
  Key: keys.user(userId),
  UpdateExpression: 'SET companyName = :name',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeValues: { ':name': name },
});

/**
 * Sets (a site path) or removes (undefined) the company's logo and brings its jobs along. Answers the company after
 * and the logo it had before (for the caller to delete its file), or undefined when there is no such company.
 */
export async function setCompanyLogo(
  companyId: number,
  logo: string | undefined,
): Promise<{ company: Company; previous?: string } | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: logo ? 'SET logo = :logo' : 'REMOVE logo',
        ConditionExpression: 'attribute_exists(pk)',
        ...(logo ? { ExpressionAttributeValues: { ':logo': logo } } : {}),
        ReturnValues: ReturnValue.ALL_OLD,
      }),
    );
    const before = fromCompanyItem(Attributes ?? {});
    const { logo: _old, ...rest } = before;
    const company: Company = logo ? { ...rest, logo } : rest;
    await syncCompanyOnJobs(companyId, company);
    return { company, ...(before.logo ? { previous: before.logo } : {}) };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
