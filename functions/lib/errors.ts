/**
 * Errors a handler throws to answer a 4xx. The message is for people: it is sent as {"message"}.
 * Anything else thrown becomes a 500 with a generic message and is logged (middleware/json-errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Was here and is no more, for good reason (a job its company did not confirm): the page says why. */
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) });
