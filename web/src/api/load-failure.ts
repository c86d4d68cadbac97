/**
 * Turns a failed load into words a person understands and a hint at what to do. The fetcher's ApiError keeps the
 * raw `<status>: <body>` for code that needs it; people never see it.
 */
import { loadFailureTexts } from '@shared/texts.js';
import { ApiError } from './fetcher.js';

export function describeLoadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 || error.status === 422) return loadFailureTexts.badRequest;
    if (error.status === 401) return loadFailureTexts.signedOut;
    if (error.status === 403) return loadFailureTexts.forbidden;
    if (error.status === 404 || error.status === 410) return loadFailureTexts.notFound;
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      return `${loadFailureTexts.tooMany} ${wait ? loadFailureTexts.retryAfter(wait) : loadFailureTexts.retryLater}`;
    }
    if (error.status === 408 || error.status === 504) return loadFailureTexts.timeout;
    return loadFailureTexts.server;
  }
  // fetch gives up with a DOMException named TimeoutError (our read timeout) or AbortError; DOMException is not an
  // Error subclass everywhere, so the name is what is read.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return loadFailureTexts.timeout;
  }
  // fetch failing to reach the server (offline, DNS, refused) is a TypeError in every browser.
  if (error instanceof TypeError) return loadFailureTexts.offline;
  // Anything else (an answer that is not the JSON expected) is the server's fault, not the visitor's.
  return loadFailureTexts.server;
}
