/**
 * Hands an event to a mail-sending function as a Lambda asynchronous invocation: Lambda queues it and answers at
 * once, retries a failed run twice and then puts the event in the function's dead-letter queue. The route that
 * hands it over answers without waiting for the mail.
 *
 * LAMBDA_ENDPOINT points the client at the local stack's Invoke endpoint (functions/local/lambda-invoke.ts); unset
 * when deployed.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

let client: LambdaClient | undefined;

function lambda(): LambdaClient {
  const endpoint = process.env.LAMBDA_ENDPOINT;
  client ??= new LambdaClient({
    region: process.env.AWS_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

/** `functionVariable` names the environment variable that holds the function's name (set by infra). */
export async function invokeAsync(functionVariable: string, event: unknown): Promise<void> {
  const functionName = process.env[functionVariable];
  if (!functionName) throw new Error(`${functionVariable} is not set: no function to hand the event to`);
  const { StatusCode } = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
  if (StatusCode !== 202) throw new Error(`${functionName} did not queue the event (status ${StatusCode})`);
}
