/**
 * Fixed-window attempt counters in DynamoDB (keys.rateLimit), removed by the table's TTL after their window.
 *
 * An attempt is counted BEFORE the work it guards with one atomic ADD, so parallel requests cannot slip past the
 * limit between a read and a write. Login refunds the attempt when it succeeds, so in effect only failures count.
 * A refused request gives its attempt back to every rule it was still within: an attacker hammering from one
 * address past that address's limit cannot use up the limits it shares with others (an account's, an email's).
 * Subjects (usernames, emails, addresses) are stored as a hash: the counters hold no personal data.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from './config.js';
import { db, tableName } from './db/kit/client.js';
import { keys } from './db/kit/keys.js';
import { tooManyRequests } from './errors.js';
import { cameThroughCloudFront } from './middleware/origin-verify.js';

export interface RateRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/** docs/accounts.md explains the numbers. */
export const rateRules = {
  /** Wrong current passwords on a password change, per account (a stolen cookie cannot guess it). */
  loginPerUsername: { scope: 'login-user', limit: 10, windowSeconds: 15 * 60 },
  /** Failed logins of one account from one address: stops a guesser without locking the owner out elsewhere. */
  loginPerAccountAndAddress: { scope: 'login-user-ip', limit: 10, windowSeconds: 15 * 60 },
  /** Failed logins of one account from anywhere: slower and higher, the ceiling for a guesser with many addresses. */
  loginPerAccount: { scope: 'login-account', limit: 100, windowSeconds: 60 * 60 },
  loginPerAddress: { scope: 'login-ip', limit: 50, windowSeconds: 15 * 60 },
  /** Registrations (taken names included) per address, and over all addresses per minute. */
  registerPerAddress: { scope: 'register-ip', limit: 20, windowSeconds: 60 * 60 },
  registerPerMinute: { scope: 'register-all', limit: 120, windowSeconds: 60 },
  /** Wrong second-factor codes (TOTP or recovery), per account and per address: 10 guesses of a 6-digit code. */
  secondFactorPerAccount: { scope: '2fa-user', limit: 10, windowSeconds: 15 * 60 },
  secondFactorPerAddress: { scope: '2fa-ip', limit: 50, windowSeconds: 15 * 60 },
  resetPerEmail: { scope: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
  resetPerAddress: { scope: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
  /** New email confirmation links: per address mailed (no flood of one mailbox) and per account. */
  confirmPerEmail: { scope: 'confirm-email', limit: 3, windowSeconds: 60 * 60 },
  confirmPerAccount: { scope: 'confirm-user', limit: 5, windowSeconds: 60 * 60 },
  /** Contact-form messages per address: enough for a person, too few to use the form to flood the support inbox. */
  contactPerAddress: { scope: 'contact-ip', limit: 5, windowSeconds: 60 * 60 },
  /**
   * Signed-out reports of jobs per address (each is also one per address per job): enough for a visitor who finds
   * a few scams, too few to flood the moderation queue from one network.
   */
  reportPerAddress: { scope: 'report-ip', limit: 5, windowSeconds: 60 * 60 },
  /** Alert subscriptions: each mails a confirmation link, so an address is not a way to flood a mailbox. */
  alertSubscribePerEmail: { scope: 'alert-email', limit: 5, windowSeconds: 60 * 60 },
  alertSubscribePerAddress: { scope: 'alert-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Data exports per account: each reads the whole account and signs file links, so a few an hour. */
  exportPerAccount: { scope: 'export-user', limit: 5, windowSeconds: 60 * 60 },
  /**
   * The board's notices to a company (still hiring?, applications waiting): each run sends a company at most one
   * of each kind, so four a day is room for both kinds and a retry, and a loop can never flood a company's inbox.
   */
  companyNoticesPerCompany: { scope: 'company-notice', limit: 4, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>;

export interface Attempt {
  /** Seconds until the window ends when over the limit, else 0. */
  retryAfterSeconds: number;
  /** Takes the attempt back (a login that succeeded). */
  refund(): Promise<void>;
}

/**
 * The visitor's address. Behind CloudFront, API Gateway sees an edge server, so the viewer's address comes from
 * CloudFront-Viewer-Address ("ip:port", forwarded by the AllViewerExceptHostHeader policy), but only when the
 * request proved it came through CloudFront (the origin secret header): anyone else could set that header to any
 * value and get a fresh per-address allowance with each. Otherwise (a direct call, or locally where no origin
 * secret is configured) the address is the connection's own.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = cameThroughCloudFront(event) ? event.headers['cloudfront-viewer-address'] : undefined;
  const port = viewer?.lastIndexOf(':') ?? -1;
  return viewer && port > 0 ? viewer.slice(0, port) : event.requestContext.http.sourceIp;
}

function subjectKey(rule: RateRule, subject: string, windowStart: number) {
  const hashed = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32);
  return keys.rateLimit(rule.scope, hashed, String(windowStart));
}

async function add(key: { pk: string; sk: string }, amount: number, expiresAt: number): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #count :amount SET expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':amount': amount, ':expiresAt': expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.count ?? 0);
}

/** Counts one attempt of `subject` under `rule`. */
export async function countAttempt(rule: RateRule, subject: string): Promise<Attempt> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % rule.windowSeconds);
  const windowEnd = windowStart + rule.windowSeconds;
  const key = subjectKey(rule, subject, windowStart);
  const count = await add(key, 1, windowEnd);
  return {
    retryAfterSeconds: count > rule.limit * config().rateLimitScale ? Math.max(1, windowEnd - now) : 0,
    refund: async () => {
      await add(key, -1, windowEnd);
    },
  };
}

/** The subject of a rule that counts one subject at one address (an account tried from one address). */
export const pairSubject = (subject: string, address: string) => `${subject}\n${address}`;

/** The subject of a rule counted over everyone (the per-minute registration ceiling). */
export const EVERYONE = '*';

/**
 * Counts one attempt under each rule and throws a 429 with Retry-After when any of them is over its limit; the
 * refused attempt is then taken back from the rules it was within. `message` gets the wait in whole minutes.
 */
export async function limitAttempts(
  checks: [RateRule, string][],
  message: (minutes: number) => string,
): Promise<Attempt[]> {
  const attempts = await Promise.all(checks.map(([rule, subject]) => countAttempt(rule, subject)));
  const wait = Math.max(...attempts.map((attempt) => attempt.retryAfterSeconds));
  if (wait > 0) {
    await Promise.all(attempts.filter((attempt) => attempt.retryAfterSeconds === 0).map((attempt) => attempt.refund()));
    throw tooManyRequests(message(Math.ceil(wait / 60)), wait);
  }
  return attempts;
}
