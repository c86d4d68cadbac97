/**
 * ensureTable against DynamoDB Local: a table made before an index of the definition gets it. On a DynamoDB Local of
 * its own: the shared one, busy with the other files' writes, took over a minute to build the index during a full run.
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTableInput, tableDefinition } from '../lib/db/kit/table-definition.js';
import { localClient, type RunningDynamoDb, startDynamoDb } from './dynamodb.js';
import { ensureTable } from './table.js';

let dynamo: RunningDynamoDb;
beforeAll(async () => {
  dynamo = await startDynamoDb();
}, 60_000);
afterAll(() => dynamo?.stop());

it('adds the indexes an older table lacks, and leaves a complete table as it is', async () => {
  const client = localClient(dynamo.endpoint);
  const name = `older-${randomUUID()}`;
  const full = createTableInput(name);
  // Made before the last index of the definition existed.
  const older = full.GlobalSecondaryIndexes.slice(0, -1);
  const keyNames = new Set(['pk', 'sk', ...older.flatMap((index) => index.KeySchema.map((key) => key.AttributeName))]);
  await client.send(
    new CreateTableCommand({
      ...full,
      AttributeDefinitions: full.AttributeDefinitions.filter((one) => keyNames.has(one.AttributeName)),
      GlobalSecondaryIndexes: older,
    }),
  );
  try {
    expect(await ensureTable(client, name)).toBe('exists');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort(),
    );
    expect(await ensureTable(client, name)).toBe('exists');
  } finally {
    await client.send(new DeleteTableCommand({ TableName: name }));
    client.destroy();
  }
});
