/**
 * Where the auth route's guard sends a user who has just signed up, when no guard sent them to /auth from a page
 * (`state.from` wins): a new company starts on its dashboard. Set right before the user is set, read once.
 */
let next: string | undefined;

export const afterSignIn = {
  set(path: string) {
    next = path;
  },
  take(): string | undefined {
    const path = next;
    next = undefined;
    return path;
  },
};
