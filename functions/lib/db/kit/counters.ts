/** Numeric ids (the site's URLs name jobs, companies and users by number) from an atomic counter item per entity. Gaps are harmless. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.js';
import { keys } from './keys.js';

export type CounterName = 'user' | 'company' | 'job' | 'application' | 'category' | 'resource' | 'alert';

export async function nextId(name: CounterName): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(name),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value);
}
