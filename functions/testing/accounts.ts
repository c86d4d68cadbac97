/**
 * Helpers for the account route tests: calls that assert no answer ever carries a password hash, registration
 * shortcuts, and a look at every item of the test table that still refers to a user or company.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteId } from '../../shared/routes.js';
import type { PublicUser } from '../../shared/types.js';
import { issueEmailToken } from '../lib/db/accounts/email-verification.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { type InvokeOptions, type InvokeResult, invoke } from './invoke.js';
import { testLambda } from './lambda.js';

/** Every answer of every account test goes through here: no hash, no hash field, ever. */
export async function call<T = any>(id: RouteId, options: InvokeOptions = {}): Promise<InvokeResult<T>> {
  const result = await invoke<T>(id, options);
  const everything = JSON.stringify(result);
  expect(everything).not.toContain('passwordHash');
  expect(everything).not.toContain('$2');
  expect(everything).not.toContain('sessionVersion');
  return result;
}

/** The `name=value` part of a Set-Cookie, as a browser would send it back. */
export const cookieOf = (result: InvokeResult) => (result.cookies[0] ?? '').split(';')[0] as string;

let counter = 0;
/** A valid registration body with a unique username and email. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Person ${tag}`,
    username: `user${tag}`,
    email: `user${tag}@example.com`,
    password: 'secret-pass-1',
    role: 'job_seeker',
    ...overrides,
  };
}

export interface Registered {
  user: PublicUser;
  cookie: string;
  password: string;
  username: string;
  email: string;
}

/** A client address of its own per registration, so a file's many accounts stay under the per-address limit. */
const registrationAddress = () => `10.250.${Math.floor(counter / 250) % 250}.${counter % 250}`;

/**
 * Registers through the route, waits for the mail worker's confirmation link run (the link lands in the outbox when
 * the file has one) and, unless `confirm: false`, confirms the email through POST /api/confirm-email with a token
 * issued for it, so the account may apply, post and create alerts.
 */
export async function register(
  overrides: Record<string, unknown> = {},
  { confirm = true }: { confirm?: boolean } = {},
): Promise<Registered> {
  const body = newAccount(overrides);
  const result = await call<PublicUser>('register', { body, sourceIp: registrationAddress() });
  expect(result.status).toBe(201);
  // The mail worker's run for the confirmation link ends first, so no run is left over to race the test.
  await testLambda().settled();
  if (confirm) {
    const token = await issueEmailToken(result.body.id, body.email);
    expect((await call('confirm-email', { body: { token } })).status).toBe(200);
  }
  return {
    user: { ...result.body, emailVerified: confirm },
    cookie: cookieOf(result),
    password: body.password,
    username: body.username,
    email: body.email,
  };
}

/** Every item of the table (a Scan: fine in a test, never on a request path). */
export async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

export interface Owner {
  userId: number;
  username?: string;
  email?: string;
  companyId?: number;
  /** The company's jobs: their items, search entries and application guards must be gone too. */
  jobIds?: number[];
}

/** Items that still name the user, its company or its jobs in a key or a reference field. */
export async function itemsReferring(owner: Owner) {
  const { userId, companyId, jobIds = [] } = owner;
  const exactKeys = new Set([
    `USER#${userId}`,
    `USER#${userId}#APPLICATIONS`,
    ...(owner.username ? [`USERNAME#${owner.username.toLowerCase()}`] : []),
    ...(owner.email ? [`EMAIL#${owner.email.toLowerCase()}`] : []),
    ...(companyId === undefined
      ? []
      : [`COMPANY#${companyId}`, `COMPANY#${companyId}#JOBS`, `COMPANY#${companyId}#APPLICATIONS`]),
    ...jobIds.flatMap((id) => [`JOB#${id}`, `JOB#${id}#APPLICATIONS`]),
  ]);
  const guardOf = (key: string) =>
    new RegExp(`^APPLIED#\\d+#${userId}$`).test(key) || jobIds.some((id) => key.startsWith(`APPLIED#${id}#`));
  return (await allItems()).filter((item) => {
    // An unused email confirmation token holds only the user id and a hash: void without the account, gone in a day.
    if (item.type === 'email-token') return false;
    const itemKeys = [item.pk, item.gsi1pk, item.gsi2pk, item.gsi3pk].filter((key) => typeof key === 'string');
    return (
      item.userId === userId ||
      item.postedBy === userId ||
      (companyId !== undefined && item.companyId === companyId) ||
      (typeof item.jobId === 'number' && jobIds.includes(item.jobId)) ||
      itemKeys.some((key) => exactKeys.has(key as string) || guardOf(key as string))
    );
  });
}
