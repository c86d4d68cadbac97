/** The DynamoDB document client, created once per container and reused by every request. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config.js';
import { localCredentials } from './local-credentials.js';

let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { dynamoEndpoint, region } = config();
    const client = new DynamoDBClient({
      region,
      ...(dynamoEndpoint ? { endpoint: dynamoEndpoint, credentials: localCredentials() } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return config().tableName;
}
