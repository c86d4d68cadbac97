/** Picks the failure toast for a call: the server's words on a non-OK answer, else a retry text. */
import { isApiError } from '@/api/fetcher.js';
import type { ToastText } from './auth-failures.js';

interface FailureTexts {
  /** Title and fallback text for a non-OK answer (the server's message is shown when it sends one). */
  refused: { title: string; fallback: string };
  /** Title and text when the call itself failed (network down). */
  thrown: ToastText;
}

export function accountFailure(error: unknown, texts: FailureTexts): ToastText {
  if (isApiError(error)) {
    return { title: texts.refused.title, description: error.serverMessage ?? texts.refused.fallback };
  }
  return texts.thrown;
}
