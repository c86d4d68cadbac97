/** Shortcuts for the hiring route tests: calls through the real handlers, and the counts the job writes keep. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { JobInput } from '../../shared/schemas/job-input.js';
import type { Application, Category, Job } from '../../shared/types.js';
import { db } from '../lib/db/kit/client.js';
import { type InvokeResult, invoke } from './invoke.js';
import { indexSearch } from './jobs.js';
import type { Principal } from './principals.js';

/** A valid job body; override what the test is about. */
export function jobBody(overrides: Partial<Record<keyof JobInput, unknown>> & Record<string, unknown> = {}) {
  return {
    title: 'Backend Engineer',
    description: 'Design, build and run the services our customers rely on every day.',
    requirements: 'Experience with TypeScript, databases and cloud services.',
    location: 'Lisbon, Portugal',
    jobType: 'full_time',
    ...overrides,
  };
}

export const applicationBody = {
  resume: 'Ten years of building web services; led a team of five.',
  coverLetter: 'I would love to help you build the next version of your product.',
};

export function postJobAs(principal: Principal, body: Record<string, unknown> = jobBody()): Promise<InvokeResult<Job>> {
  return invoke<Job>('create-job', { cookie: principal.cookie, body });
}

export function applyAs(principal: Principal, jobId: number, body: unknown = applicationBody) {
  return invoke<Application>('apply-to-job', { cookie: principal.cookie, params: { id: String(jobId) }, body });
}

export function decideAs(principal: Principal, applicationId: number, status: unknown) {
  return invoke<Application>('update-application-status', {
    cookie: principal.cookie,
    params: { id: String(applicationId) },
    body: { status },
  });
}

/** Applies and insists it worked: for tests about what happens next. */
export async function applied(principal: Principal, jobId: number): Promise<Application> {
  const response = await applyAs(principal, jobId);
  if (response.status !== 201) throw new Error(`apply answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The active-job counts of a company and of every category, as the public API shows them. */
export async function jobCounts(companyId: number) {
  const company = await invoke<{ jobCount: number }>('get-company', { params: { id: String(companyId) } });
  const categories = await invoke<Category[]>('list-categories');
  return {
    company: company.body.jobCount,
    categories: Object.fromEntries(categories.body.map((category) => [category.name, category.jobCount])),
  };
}

/**
 * Ids of the jobs GET /api/jobs answers for a query (first page is plenty in these small tables), once the search
 * indexer has caught up with the writes so far.
 */
export async function publicJobIds(query: Record<string, string> = {}): Promise<number[]> {
  await indexSearch();
  const response = await invoke<Job[]>('list-jobs', { query: { limit: '100', ...query } });
  return response.body.map((job) => job.id);
}

/**
 * Makes the next `times` TransactWriteItems fail the way DynamoDB fails a transaction that collides with another
 * one on the same item (DynamoDB Local serializes transactions, so it never does this by itself). Returns a
 * function that removes the fault; also removed once used up.
 */
export function injectTransactionConflicts(times: number): () => void {
  const name = `transactionConflict${Math.random()}`;
  let left = times;
  const remove = () => db().middlewareStack.remove(name);
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { TransactItems?: unknown[] };
      if (input.TransactItems && left > 0) {
        left -= 1;
        throw new TransactionCanceledException({
          message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
          $metadata: {},
          CancellationReasons: input.TransactItems.map((_, i) => ({ Code: i === 0 ? 'TransactionConflict' : 'None' })),
        });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return remove;
}
