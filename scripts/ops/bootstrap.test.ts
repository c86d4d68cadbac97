/**
 * Bootstrap on an empty table (DynamoDB Local): the reference data is written once, a second run changes nothing,
 * and a company registered through the real handlers can post its first job. The command refuses demo data for a
 * deployed stage before it reaches AWS.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { listCategories } from '../../functions/lib/db/catalog/categories.js';
import { listResources } from '../../functions/lib/db/catalog/resources.js';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { register } from '../../functions/testing/accounts.js';
import { jobBody } from '../../functions/testing/hiring.js';
import { invoke } from '../../functions/testing/invoke.js';
import { referenceCategories } from './reference-data/categories.js';
import { referenceResources } from './reference-data/resources.js';
import { changedItems, writeReferenceData } from './reference-data/write.js';

const run = promisify(execFile);

/** The command as an operator runs it; answers its exit code and output. */
async function bootstrapCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/ops/bootstrap.ts', ...args], { encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('bootstrap', () => {
  it('fills an empty table with the reference data, then changes nothing on a second run', async () => {
    expect(await listCategories()).toEqual([]);
    const first = await writeReferenceData();
    expect(first.categories).toEqual({ created: referenceCategories.length, updated: 0, unchanged: 0 });
    expect(first.resources).toEqual({ created: referenceResources.length, updated: 0, unchanged: 0 });
    expect((await listCategories()).map(({ name, icon }) => ({ name, icon }))).toEqual(referenceCategories);
    expect((await listResources()).map(({ id: _, ...resource }) => resource)).toEqual(
      referenceResources.map((resource) => ({ ...resource, tags: resource.tags ?? [] })),
    );

    const second = await writeReferenceData();
    expect(changedItems(second)).toBe(0);
    expect(second.categories.unchanged).toBe(referenceCategories.length);
    expect(second.resources.unchanged).toBe(referenceResources.length);
  });

  it('lets a company registered afterwards post its first job in a reference category', async () => {
    await writeReferenceData();
    const company = await register({ role: 'company', name: 'First Customer Ltd' });
    const posted = await invoke('create-job', {
      cookie: company.cookie,
      body: jobBody({ categories: [referenceCategories[0]?.name] }),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.categories).toEqual([referenceCategories[0]?.name]);
  });

  it('puts a changed icon back and keeps the category id, so jobs keep their categories', async () => {
    await writeReferenceData();
    const [category] = await listCategories();
    if (!category) throw new Error('no category');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.category(category.id),
        UpdateExpression: 'SET icon = :icon',
        ExpressionAttributeValues: { ':icon': 'HeartIcon' },
      }),
    );
    const again = await writeReferenceData();
    expect(again.categories).toMatchObject({ created: 0, updated: 1 });
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.category(category.id) }));
    expect(stored.Item).toMatchObject({ id: category.id, name: category.name, icon: category.icon });
  });

  it('refuses demo data for a deployed stage, before any AWS call', async () => {
    const refused = await bootstrapCommand('--stage', 'prod', '--demo');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused: demo accounts, companies and jobs');
    expect(refused.stdout).toBe('');
  });

  it('says what to pass when no target is given', async () => {
    const refused = await bootstrapCommand();
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Usage: npm run bootstrap -- --stage <dev|staging|prod> | --local');
  });
});
