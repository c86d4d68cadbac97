/**
 * The address of the sign-up form: /auth on its Register tab, with a role chosen in advance if given
 * (features/account/pages/auth.tsx reads both). In the address, not in the router's state: a link the browser follows
 * by itself (tapped before the app is live, or opened in a new tab) then opens the same tab.
 */
import type { RegistrableRole } from '@shared/constants.js';

export function signUpPath(role?: RegistrableRole): string {
  const query = new URLSearchParams({ tab: 'register', ...(role ? { role } : {}) });
  return `/auth?${query}`;
}
