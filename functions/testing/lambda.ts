/**
 * Per test file: the local Lambda Invoke endpoint (functions/local/lambda-invoke.ts) on a loopback port, so a route
 * that invokes a function asynchronously (forgot-password, contact, subscribe-alert) sends the real signed Invoke
 * request (mail/invoke-async.ts) and the real sender runs against this file's table. Retries wait 10 ms, not seconds.
 */
import { type RunningInvokeEndpoint, startInvokeEndpoint } from '../local/lambda-invoke.js';

let running: RunningInvokeEndpoint | undefined;

export async function startTestLambda(): Promise<void> {
  running = await startInvokeEndpoint({ retryDelaysMs: [10, 10], log: () => undefined });
  process.env.LAMBDA_ENDPOINT = running.endpoint;
  process.env.RESET_AND_CONTACT_MAIL_FUNCTION = 'send-reset-and-contact-mail';
  process.env.SUPPORT_EMAIL = 'support@jobboard.local';
  process.env.CV_READER_FUNCTION = 'read-cv';
}

export async function stopTestLambda(): Promise<void> {
  await running?.close();
}

/** The running endpoint: await `settled()` before looking for what an asynchronous run did. */
export function testLambda(): RunningInvokeEndpoint {
  if (!running) throw new Error('The local Lambda endpoint is not running (functions/testing/setup.ts starts it)');
  return running;
}
