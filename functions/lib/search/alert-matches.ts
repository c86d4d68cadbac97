/**
 * Which jobs a job alert's search matches, by the job list's own rules (plan.ts): the same words, filters and
 * meaning of "remote", so an alert sends exactly what its search on /jobs would show.
 *
 * - `newMatchesSince` (the daily and weekly digests): the alert's posting lists read from `since` on, oldest first,
 *   through the index like a page of /jobs (search-jobs.ts, readWindow): its cost is the entries posted since the
 *   last email on the alert's own lists (at most LIST_CAP each), never the board and never the table.
 * - `jobMatches` (instant alerts): one new job tested against the alert without reading anything: the job's own
 *   posting entries (postings.ts) must hold every list of the plan, and its attributes pass the filters.
 */
import * as v from 'valibot';
import { ALERT_EMAIL_JOBS_MAX } from '../../../shared/constants.js';
import type { AlertFilters } from '../../../shared/schemas/alerts.js';
import { jobQuerySchema } from '../../../shared/schemas/job-query.js';
import type { JobSummary } from '../../../shared/types.js';
import { isListed } from '../db/jobs/job-visibility.js';
import type { JobRecord } from '../db/jobs/jobs-model.js';
import { byTime, keys } from '../db/kit/keys.js';
import { jobSummaries } from './job-summaries.js';
import { passes, planJobSearch } from './plan.js';
import { entryAttributes, postingEntries } from './postings.js';
import { categoryIdOf, readWindow } from './search-jobs.js';

/**
 * How far behind the clock the index may be when a digest runs (the stream indexer lags a write by about a
 * second): a job posted this close before the run is looked at again by the next one rather than missed.
 */
const INDEX_LAG_MS = 5 * 60 * 1000;

/** The alert's search as a plan, or undefined when it cannot match anything (an unknown category, say). */
async function planOf(filters: AlertFilters, order: 'oldest' | 'newest') {
  const query = v.parse(jobQuerySchema, { ...filters, sort: order });
  const categoryId = await categoryIdOf(query.category);
  if (categoryId === null) return undefined;
  const plan = planJobSearch(query, categoryId);
  return plan.impossible ? undefined : plan;
}

export interface NewMatches {
  /** The newest matches, newest first (at most ALERT_EMAIL_JOBS_MAX). */
  jobs: JobSummary[];
  /** Matches beyond those. */
  more: number;
  /** Where the next search starts. */
  next: string;
  /** Items DynamoDB read: posting entries and job summaries. */
  itemsRead: number;
}

export async function newMatchesSince(filters: AlertFilters, since: string, now = Date.now()): Promise<NewMatches> {
  const settled = byTime(new Date(now - INDEX_LAG_MS).toISOString(), 0);
  const plan = await planOf(filters, 'oldest');
  if (!plan) return { jobs: [], more: 0, next: since > settled ? since : settled, itemsRead: 0 };
  const window = await readWindow(plan, since, now);
  const newestFirst = window.matches.reverse();
  const listed = newestFirst.slice(0, ALERT_EMAIL_JOBS_MAX);
  const jobs = await jobSummaries(listed.map((match) => match.entry.id));
  // Cut short: the next run goes on from the cut. Otherwise every entry up to now was read.
  const newest = newestFirst[0]?.entry.sk ?? since;
  const next = window.next ?? [newest, settled, since].sort().at(-1);
  return {
    jobs,
    more: newestFirst.length - listed.length,
    next: next as string,
    itemsRead: window.read + listed.length,
  };
}

/** An alert's search as instant alerts match it, planned once per alert (a category filter costs a read). */
export const alertPlan = (filters: AlertFilters) => planOf(filters, 'newest');
export type AlertPlan = Awaited<ReturnType<typeof alertPlan>>;

/** What matching needs of a job, worked out once per job whatever the number of alerts. */
export interface MatchableJob {
  job: JobRecord;
  /** Seen by the public (job-visibility.ts): active and not kept back by moderation. */
  listed: boolean;
  lists: Set<string>;
  attributes: ReturnType<typeof entryAttributes>;
}

export function matchableJob(job: JobRecord): MatchableJob {
  return {
    job,
    listed: isListed(job),
    lists: new Set([...postingEntries(job).values()].map((entry) => entry.pk)),
    attributes: entryAttributes(job),
  };
}

/** Whether a job is one the alert's search would find, with the search's own rules; no read. */
export function jobMatches(plan: AlertPlan, { listed, lists, attributes }: MatchableJob): boolean {
  if (!plan || !listed) return false;
  return (
    plan.lists.every((list) => lists.has(keys.posting(list).pk)) &&
    passes({ ...attributes, pk: '', sk: '' }, plan.filters)
  );
}
