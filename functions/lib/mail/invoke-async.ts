/**
 * Hands an event to a mail-sending function as a Lambda asynchronous invocation: Lambda queues it and answers at
 * once (202), retries a failed run twice and then puts the event in the function's dead-letter queue. The route
 * that hands it over answers without waiting for the mail.
 *
 * One signed POST to Lambda's Invoke API (aws/signed-request.ts) with `X-Amz-Invocation-Type: Event`, what the
 * SDK's InvokeCommand sends, without the Lambda client in the bundle. The function's role credentials come from
 * its environment, as the DynamoDB client's do.
 *
 * LAMBDA_ENDPOINT points it at the local stack's Invoke endpoint (functions/local/lambda-invoke.ts); unset when
 * deployed.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { sendSigned } from '../aws/signed-request.js';

/** The local endpoint signs nothing it checks; any pair will do. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

function invocationUrl(functionName: string, region: string): URL {
  const endpoint = process.env.LAMBDA_ENDPOINT?.replace(/\/$/, '') || `https://lambda.${region}.amazonaws.com`;
  return new URL(`${endpoint}/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`);
}

/** `functionVariable` names the environment variable that holds the function's name (set by infra). */
export async function invokeAsync(functionVariable: string, event: unknown): Promise<void> {
  const functionName = process.env[functionVariable];
  if (!functionName) throw new Error(`${functionVariable} is not set: no function to hand the event to`);
  const region = process.env.AWS_REGION || 'us-east-1';
  const { status } = await sendSigned({
    service: 'lambda',
    region,
    credentials: process.env.LAMBDA_ENDPOINT ? LOCAL_CREDENTIALS : fromEnv(),
    method: 'POST',
    url: invocationUrl(functionName, region),
    headers: { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body: JSON.stringify(event),
  });
  if (status !== 202) throw new Error(`${functionName} did not queue the event (status ${status})`);
}
