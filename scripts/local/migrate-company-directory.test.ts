/** The directory backfill against DynamoDB Local: a company written before the directory is listed after it. */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listCompanyPage } from '../../functions/lib/db/companies/company-directory.js';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { migrateCompanyDirectory } from './migrate-company-directory.js';

async function shownIds(query: Parameters<typeof listCompanyPage>[0]): Promise<number[]> {
  const page = await listCompanyPage(query);
  if (!page.ok) throw new Error(`directory refused: ${page.reason}`);
  return page.companies.map((company) => company.id);
}

describe('migrateCompanyDirectory', () => {
  it('gives a company from before the directory its keys, once', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'company-directory-v1' } }),
    );
    const id = 900_000 + Math.floor(Math.random() * 90_000);
    const name = `Legacy Directory Co ${id}`;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        // As registration has always written a company, less the directory keys the backfill adds.
        Item: {
          ...keys.company(id),
          type: 'company',
          id,
          name,
          jobCount: 2,
          description: 'Old item',
          createdAt: '2026-01-05T09:00:00.000Z',
        },
      }),
    );
    const search = { search: name, sort: 'name', includeEmpty: true, limit: 10 } as const;
    expect(await shownIds(search)).not.toContain(id);

    expect(await migrateCompanyDirectory()).toBeGreaterThan(0);
    expect(await shownIds(search)).toContain(id);
    expect(await migrateCompanyDirectory()).toBe(0);
  });
});
