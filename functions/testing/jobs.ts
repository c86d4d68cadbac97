/** Test data builders and probes for the jobs, companies and categories tests: each test creates what it needs. */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { CategoryIconKey } from '../../shared/constants.js';
import type { JobInput } from '../../shared/schemas/job-input.js';
import type { Category, Job } from '../../shared/types.js';
import type { UserRecord } from '../lib/db/accounts/users.js';
import { createCategory } from '../lib/db/catalog/categories.js';
import { db, tableName } from '../lib/db/kit/client.js';
import type { PostingEntry } from '../lib/search/postings.js';
import { createStreamPoller, type StreamPoller } from '../local/stream-poller.js';
import { createdAccount } from './created-account.js';
import { createdJob } from './created-job.js';

let poller: StreamPoller | undefined;

/**
 * Runs the search indexer over every change written so far, as the stream's event source mapping does deployed
 * (functions/local/stream-poller.ts with the real handler). Tests call it after writes and before they search.
 */
export async function indexSearch(): Promise<void> {
  poller ??= createStreamPoller({
    endpoint: process.env.DYNAMODB_ENDPOINT as string,
    tableName: process.env.TABLE_NAME as string,
  });
  await poller.drain();
}

let serial = 0;

export interface TestCompany {
  user: UserRecord;
  company: { id: number; name: string; logo?: string };
}

export async function makeCompany(name: string, details: { location?: string; logo?: string } = {}) {
  serial += 1;
  const user = await createdAccount({
    username: `company${serial}`,
    email: `company${serial}@example.com`,
    name,
    role: 'company',
    passwordHash: 'not-a-real-hash',
    company: { name, description: `${name} makes things.`, ...details },
  });
  return { user, company: { id: user.companyId as number, name, ...details } } satisfies TestCompany;
}

export async function makeCategories(names: string[], icon: CategoryIconKey = 'CodeIcon'): Promise<Category[]> {
  const categories: Category[] = [];
  for (const name of names) categories.push(await createCategory({ name, icon }));
  return categories;
}

export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Software Engineer',
    description: 'Build and run the services behind our product with a small, friendly team.',
    requirements: 'Three years of experience with TypeScript and cloud services.',
    location: 'Berlin, Germany',
    jobType: 'full_time',
    ...overrides,
  };
}

export function postJob(owner: TestCompany, overrides: Partial<JobInput> = {}, createdAt?: string): Promise<Job> {
  return createdJob(jobInput(overrides), {
    company: owner.company,
    postedBy: owner.user.id,
    ...(createdAt ? { createdAt } : {}),
  });
}

/**
 * Every posting entry of a job, found by a Scan of the whole (small, per-file) test table: unlike a Query on the
 * terms the job says it has, this also finds entries nobody remembers. Test-only; no request path scans.
 */
export async function termEntriesOf(jobId: number): Promise<PostingEntry[]> {
  await indexSearch();
  const suffix = `#${String(jobId).padStart(12, '0')}`;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(
      ...(page.Items ?? []).filter((item) => String(item.pk).startsWith('POST#') && String(item.sk).endsWith(suffix)),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items as unknown as PostingEntry[];
}

/** Records the number of items of every TransactWriteItems sent from now on. */
export function recordTransactionSizes(): number[] {
  const sizes: number[] = [];
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { TransactItems?: unknown[] };
      if (input.TransactItems) sizes.push(input.TransactItems.length);
      return next(args);
    },
    { step: 'initialize', name: `recordTransactionSizes${Math.random()}` },
  );
  return sizes;
}
