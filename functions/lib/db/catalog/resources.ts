/** Learning resources: one partition, read in one Query, in the order they were added (the screen groups them). */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Resource } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { nextId } from '../kit/counters.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { fromResourceItem } from '../records/resource.js';

export async function listResources(): Promise<Resource[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.resources().pk, ':prefix': 'RESOURCE#' },
  });
  return items.map(fromResourceItem);
}

export async function createResource(input: Omit<Resource, 'id'>): Promise<Resource> {
  const resource: Resource = { id: await nextId('resource'), ...input };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.resource(resource.id), type: 'resource', ...resource },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return resource;
}
