/**
 * The floor the handler bundles are compared with: a Lambda that only reads one item with the DynamoDB document
 * client, bundled with the same options as the real handlers. The client is made on first use, as client.ts does,
 * so both measure the same thing: loading the code.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

let client: DynamoDBDocumentClient | undefined;

export const handler = async (event: { id: string }) => {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const { Item } = await client.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `JOB#${event.id}`, sk: 'JOB' } }),
  );
  return Item;
};
