/**
 * GET /api/jobs from the posting lists, never a Scan: one list (the "driver", the most selective required term)
 * is read in time order with a FilterExpression for every other condition, in Queries of bounded size until the
 * page is full, the list ends or the read budget is spent. Cost follows the page size and the selectivity of the
 * filters, not the size of the board. See docs/data-model.md.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { JobQuery } from '../../../shared/schemas/job-query.js';
import type { JobSummary } from '../../../shared/types.js';
import { readCursor, signCursor } from '../cursor.js';
import { type JobSearchPlan, planJobSearch, termRank } from '../search/plan.js';
import { byRelevance } from '../search/relevance.js';
import { findCategoriesByName } from './categories.js';
import { db, tableName } from './client.js';
import { toSummary } from './jobs-model.js';
import { keys } from './keys.js';

/** Items probed per candidate list to measure how dense it is. */
const PROBE_SIZE = 10;
/** Most entries one request reads; past it the page may be short, and the cursor goes on from there. */
export const READ_BUDGET = 1000;

export interface JobPage {
  jobs: JobSummary[];
  /** Opaque; absent on the last page. */
  nextCursor?: string;
  /** Entries DynamoDB read for this page (probes included): for tests and the benchmark. */
  itemsRead: number;
}

interface Position {
  /** The driver term. */
  t: string;
  /** The sort key of the last entry read. */
  k: string;
}

const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Position).t === 'string' &&
  typeof (value as Position).k === 'string' &&
  (value as Position).k.length < 100;

const timeOf = (sk: string) => Date.parse(sk.split('#')[0] as string) || 0;

/**
 * Measures each candidate list by reading its first PROBE_SIZE keys: a list that ends inside the probe is small
 * (the smallest wins; an empty one means no result at all); otherwise the list whose entries are spread over the
 * longest time is the sparsest. Ties go to the usual selectivity of the term's kind.
 */
async function chooseDriver(plan: JobSearchPlan): Promise<{ driver?: string; read: number }> {
  if (plan.terms.length === 1) return { driver: plan.terms[0], read: 0 };
  const probes = await Promise.all(
    plan.terms.map(async (term) => {
      const { Items = [], LastEvaluatedKey } = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.jobTerm(term).pk },
          ProjectionExpression: 'sk',
          ScanIndexForward: plan.order === 'oldest',
          Limit: PROBE_SIZE,
        }),
      );
      const span = Items.length > 1 ? Math.abs(timeOf(Items.at(-1)?.sk) - timeOf(Items[0]?.sk)) : 0;
      const size = LastEvaluatedKey ? PROBE_SIZE + PROBE_SIZE / Math.max(span, 1) : Items.length;
      return { term, size, read: Items.length };
    }),
  );
  const read = probes.reduce((sum, probe) => sum + probe.read, 0);
  if (probes.some((probe) => probe.size === 0)) return { read };
  probes.sort((a, b) => a.size - b.size || termRank(a.term) - termRank(b.term));
  return { driver: probes[0]?.term, read };
}

function filterFor(plan: JobSearchPlan, driver: string) {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  plan.terms
    .filter((term) => term !== driver)
    .forEach((term, index) => {
      names['#terms'] = 'terms';
      values[`:t${index}`] = term;
      conditions.push(`contains(#terms, :t${index})`);
    });
  if (plan.location) {
    Object.assign(names, { '#loc': 'loc' });
    Object.assign(values, { ':loc': plan.location });
    conditions.push('contains(#loc, :loc)');
  }
  if (plan.salaryMin !== undefined) {
    Object.assign(names, { '#salaryMax': 'salaryMax' });
    Object.assign(values, { ':salaryMin': plan.salaryMin });
    conditions.push('#salaryMax >= :salaryMin');
  }
  if (plan.salaryMax !== undefined) {
    Object.assign(names, { '#salaryMin': 'salaryMin' });
    Object.assign(values, { ':salaryMax': plan.salaryMax });
    conditions.push('#salaryMin <= :salaryMax');
  }
  return conditions.length === 0
    ? undefined
    : { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names, values };
}

async function readMatches(plan: JobSearchPlan, driver: string, after: string | undefined, limit: number) {
  const pk = keys.jobTerm(driver).pk;
  const filter = filterFor(plan, driver);
  const matches: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined = after ? { pk, sk: after } : undefined;
  let read = 0;
  do {
    const missing = limit + 1 - matches.length;
    const hitRate = read > 0 ? Math.max(matches.length / read, 0.02) : 0.5;
    const size = filter ? Math.min(READ_BUDGET - read, Math.max(20, Math.ceil((missing / hitRate) * 1.2))) : missing;
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ...(filter && {
          FilterExpression: filter.FilterExpression,
          ExpressionAttributeNames: filter.ExpressionAttributeNames,
        }),
        ExpressionAttributeValues: { ':pk': pk, ...filter?.values },
        ScanIndexForward: plan.order === 'oldest',
        ExclusiveStartKey: startKey,
        Limit: size,
      }),
    );
    read += page.ScannedCount ?? 0;
    matches.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && matches.length <= limit && read < READ_BUDGET);

  if (matches.length > limit) {
    const items = matches.slice(0, limit);
    return { items, next: items.at(-1)?.sk as string, read };
  }
  return { items: matches, next: startKey?.sk as string | undefined, read };
}

export async function listJobs(query: JobQuery): Promise<JobPage> {
  let categoryId: number | undefined;
  if (query.category) {
    const category = (await findCategoriesByName([query.category])).get(query.category);
    if (!category) return { jobs: [], itemsRead: 0 };
    categoryId = category.id;
  }
  const plan = planJobSearch(query, categoryId);
  const scope = JSON.stringify(plan);
  const position = query.cursor ? await readCursor(query.cursor, scope, isPosition) : undefined;
  const { driver, read: probed } = position ? { driver: position.t, read: 0 } : await chooseDriver(plan);
  if (!driver) return { jobs: [], itemsRead: probed };
  const { items, next, read } = await readMatches(plan, driver, position?.k, query.limit);
  const jobs = items.map(toSummary);
  return {
    jobs: plan.relevant ? byRelevance(jobs, plan.words) : jobs,
    ...(next ? { nextCursor: await signCursor({ t: driver, k: next }, scope) } : {}),
    itemsRead: probed + read,
  };
}
