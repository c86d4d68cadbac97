/**
 * Runs a one-off data migration once per table: a pass over the items of one `type` (a Scan: never on a request
 * path), then a marker item `MIGRATION` / `<name>` that makes every later run a single GetItem. Each migration's
 * step must be idempotent, so a pass cut short is simply run again.
 */
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';

/** Migrates every item of `type` once; answers how many items it went through (0 when it had already run). */
export async function runMigrationOnce(
  name: string,
  type: string,
  migrate: (item: Record<string, unknown>) => Promise<void>,
): Promise<number> {
  const marker = { pk: 'MIGRATION', sk: name };
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker }));
  if (done.Item) return 0;
  let migrated = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': type },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) await migrate(item);
    migrated += page.Items?.length ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...marker, items: migrated, at: new Date().toISOString() } }),
  );
  return migrated;
}
