/**
 * What a failure toast says: the API's own message for a refusal a person can act on (4xx, e.g. 'You have already
 * applied to this job'), else a general text (network failure, server error).
 */
import { isApiError } from './fetcher.js';

export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.serverMessage ?? fallback;
  return fallback;
}
