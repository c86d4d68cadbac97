/**
 * Hands an email to the mail worker (functions/workers/send-reset-email.ts) as a Lambda asynchronous invocation,
 * so the route answers at once and a slow or failing mail service never holds it up. Lambda queues the event,
 * retries a failed run twice and then puts it in the worker's dead-letter queue.
 *
 * - A password-reset request is queued for every well-formed email alike: the route never looks the email up, so
 *   neither its answer nor its timing can tell which emails have accounts; the worker does the lookup.
 * - A contact-form message goes to the support address.
 *
 * RESET_EMAIL_FUNCTION names the worker; LAMBDA_ENDPOINT points the client at the local stack's Invoke endpoint
 * (scripts/local/lambda-invoke.ts), unset when deployed.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { ContactInput } from '../../../shared/schemas/contact.js';

export interface ResetEmailRequest {
  email: string;
}

export type ContactEmailRequest = ContactInput & { kind: 'contact' };

export type MailRequest = ResetEmailRequest | ContactEmailRequest;

let client: LambdaClient | undefined;

function lambda(): LambdaClient {
  const endpoint = process.env.LAMBDA_ENDPOINT;
  client ??= new LambdaClient({
    region: process.env.AWS_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

export async function queueMail(request: MailRequest): Promise<void> {
  const functionName = process.env.RESET_EMAIL_FUNCTION;
  if (!functionName) throw new Error('RESET_EMAIL_FUNCTION is not set: no function sends emails');
  const { StatusCode } = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(request)),
    }),
  );
  if (StatusCode !== 202) throw new Error(`The email was not queued (status ${StatusCode})`);
}
