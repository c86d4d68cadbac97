/** What a screen says when its data did not load, by kind of failure: words and what to do, never a raw answer. */
export const loadFailureTexts = {
  badRequest: 'This page was asked for something it could not understand. Check the address or clear the filters.',
  notFound: 'What this page shows is no longer here. It may have been removed.',
  tooMany: 'Too many requests in a short time.',
  retryAfter: (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then try again.`,
  retryLater: 'Please wait a moment, then try again.',
  signedOut: 'Your session has ended. Sign in again to see this page.',
  forbidden: 'Your account cannot see this page.',
  server: 'Our server ran into a problem. It is not something you did; please try again.',
  offline: 'The server could not be reached. Check your connection, then try again.',
  timeout: 'The server took too long to answer. Check your connection, then try again.',
  /** A screen, or a part of it, that could not be drawn: most often its code did not come on a bad connection. */
  screen: 'This page could not be shown. Check your connection, then try again.',
} as const;
