/**
 * Calls a listener after each write a DynamoDB client makes: the local stack wakes its stream pollers with it, so a
 * write of the API, a timer or a worker is read from the stream as soon as it is answered, while an idle stream is
 * polled only now and then (stream-poller.ts). Deployed, the event source mapping does this job; nothing here ships.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/** After every successful write of `client` (a failed one wrote nothing), `listener` runs. */
export function afterEachWrite(client: DynamoDBClient | DynamoDBDocumentClient, listener: () => void): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (WRITES.has(context.commandName ?? '')) listener();
      return result;
    },
    { step: 'initialize', name: 'afterEachWrite', override: true },
  );
}
