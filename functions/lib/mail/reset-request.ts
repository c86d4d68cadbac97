/**
 * Hands a password-reset request to the sender function (functions/workers/send-reset-email.ts) as a Lambda
 * asynchronous invocation, for every well-formed email alike: the route answers without ever looking the email up,
 * so neither its answer nor its timing can tell which emails have accounts. Lambda queues the event, retries a
 * failed run twice and then puts it in the sender's dead-letter queue.
 *
 * RESET_EMAIL_FUNCTION names the sender; LAMBDA_ENDPOINT points the client at the local stack's Invoke endpoint
 * (scripts/local/lambda-invoke.ts), unset when deployed.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

export interface ResetEmailRequest {
  email: string;
}

let client: LambdaClient | undefined;

function lambda(): LambdaClient {
  const endpoint = process.env.LAMBDA_ENDPOINT;
  client ??= new LambdaClient({
    region: process.env.AWS_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

export async function requestResetEmail(request: ResetEmailRequest): Promise<void> {
  const functionName = process.env.RESET_EMAIL_FUNCTION;
  if (!functionName) throw new Error('RESET_EMAIL_FUNCTION is not set: no function sends reset emails');
  const { StatusCode } = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(request)),
    }),
  );
  if (StatusCode !== 202) throw new Error(`The reset email was not queued (status ${StatusCode})`);
}
