/**
 * Companies. The record is created with its company account (accounts.ts, one transaction); `jobCount` (active
 * jobs) is kept by the job transactions (jobs-write.ts) together with the directory's index keys
 * (company-directory.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Company } from '../../../../shared/types.js';
import { getUser } from '../accounts/users.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { fromCompanyItem } from '../records/company.js';

export async function getCompany(id: number): Promise<Company | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(id) }));
  return Item ? fromCompanyItem(Item) : undefined;
}

/** The company a company account owns (the user item names it), or undefined. */
export async function getCompanyByUser(userId: number): Promise<Company | undefined> {
  const user = await getUser(userId);
  return user?.companyId === undefined ? undefined : getCompany(user.companyId);
}

/** Every company, by name (the seed and the tests check the whole directory with it). */
export async function listCompanies(): Promise<Company[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companyByName('', 0).gsi1pk },
  });
  return items.map(fromCompanyItem);
}
