/**
 * Hands a password-reset request to the sender function (functions/workers/send-reset-email.ts) as a Lambda
 * asynchronous invocation (invoke-async.ts), for every well-formed email alike: the route answers without ever
 * looking the email up, so neither its answer nor its timing can tell which emails have accounts.
 *
 * RESET_EMAIL_FUNCTION names the sender.
 */
import { invokeAsync } from './invoke-async.js';

export interface ResetEmailRequest {
  email: string;
}

export function requestResetEmail(request: ResetEmailRequest): Promise<void> {
  return invokeAsync('RESET_EMAIL_FUNCTION', request);
}
