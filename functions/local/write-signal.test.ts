import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/db/kit/client.js';
import { localClient } from './dynamodb.js';
import { afterEachWrite } from './write-signal.js';

describe('afterEachWrite', () => {
  it('calls the listener after each write that succeeded, never after a read or a refused write', async () => {
    const client = DynamoDBDocumentClient.from(localClient(process.env.DYNAMODB_ENDPOINT as string));
    let writes = 0;
    afterEachWrite(client, () => {
      writes += 1;
    });
    const TableName = tableName();
    await client.send(new PutCommand({ TableName, Item: { pk: 'SIGNAL#1', sk: 'A' } }));
    expect(writes).toBe(1);
    await client.send(new GetCommand({ TableName, Key: { pk: 'SIGNAL#1', sk: 'A' } }));
    expect(writes).toBe(1);
    await client.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName, Item: { pk: 'SIGNAL#2', sk: 'A' } } }],
      }),
    );
    expect(writes).toBe(2);
    const refused = client.send(
      new PutCommand({
        TableName,
        Item: { pk: 'SIGNAL#1', sk: 'A' },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    await expect(refused).rejects.toThrow();
    expect(writes).toBe(2);
    client.destroy();
  });
});
