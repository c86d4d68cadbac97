/** The skills-vocabulary migration against DynamoDB Local: jobs written before it get their skills in, once. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { makeCategories, makeCompany, postJob } from '../../functions/testing/jobs.js';
import { migrateSkillsVocabulary } from './migrate-skills-vocabulary.js';

const vocabulary = async () =>
  (
    await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.skills().pk },
      }),
    )
  ).Items?.map((item) => item.name as string) ?? [];

describe('migrateSkillsVocabulary', () => {
  it('puts the skills of every active job, once', async () => {
    await makeCategories(['Engineering']);
    const acme = await makeCompany('Acme');
    await postJob(acme, { title: 'Frontend Developer', skills: ['React', 'TypeScript'] });
    await postJob(acme, { title: 'Closed', skills: ['Cobol'], isActive: false });
    expect(await migrateSkillsVocabulary()).toBe(2);
    expect((await vocabulary()).sort()).toEqual(['React', 'TypeScript']);
    expect(await migrateSkillsVocabulary()).toBe(0);
  });
});
