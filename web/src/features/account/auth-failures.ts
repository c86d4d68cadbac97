/**
 * The failure toast texts for a failed login or registration, picked from the error the fetcher raised
 * (`${status}: ${body}`). A 429 (too many attempts) shows the server's words, which name the wait.
 */
import { notices } from '@shared/texts.js';
import { isApiError } from '@/api/fetcher.js';

export interface ToastText {
  title: string;
  description: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function loginFailure(error: unknown): ToastText {
  const title = notices.loginFailed;
  if (message(error).includes(notices.invalidCredentials)) {
    return { title, description: notices.invalidCredentialsLong };
  }
  if (isApiError(error, 401)) return { title, description: error.serverMessage ?? notices.loginFailedRetry };
  if (isApiError(error, 429) || isApiError(error, 400)) {
    return { title, description: error.serverMessage ?? notices.invalidCredentials };
  }
  return { title, description: notices.invalidCredentials };
}

export function registrationFailure(error: unknown): ToastText {
  const title = notices.registrationFailed;
  const text = message(error);
  if (text.includes(notices.usernameExists)) return { title, description: notices.usernameExistsLong };
  if (text.includes(notices.emailExists)) return { title, description: notices.emailExistsLong };
  if (isApiError(error, 400)) return { title, description: error.serverMessage ?? notices.couldNotCreateAccountRetry };
  if (isApiError(error, 429)) return { title, description: error.serverMessage ?? notices.couldNotCreateAccount };
  return { title, description: notices.couldNotCreateAccount };
}
