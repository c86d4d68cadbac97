/**
 * Texts of the answers only the local server gives (functions/local/server.ts: a request it cannot hand to a
 * handler); the handlers' own texts are the other groups here.
 */
export const serverMessages = {
  badRequest: 'The request could not be understood',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive',
} as const;
