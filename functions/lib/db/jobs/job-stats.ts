/**
 * Employer stats (docs/performance.md, "Counting job views"): per job and UTC day, how often its page was viewed,
 * how many applied, how many applications were approved and rejected.
 *
 * Every count is one `ADD` on one of STATS_SHARDS items of that day, picked at random, so a job viewed by many at
 * the same moment spreads its writes instead of queueing on one item; a read sums the shards. Each count goes to
 * the job's day and to its company's day (which also keeps it per job), so a job's stats and the company's
 * dashboard are one Query each. Views are added by the page's beacon (two updates); applications and decisions
 * inside the transaction that writes them, so a count can never disagree with the applications that exist. Day
 * items expire STATS_KEEP_DAYS after their day (the table's TTL): the stats show the last STATS_DAYS.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { STATS_DAYS, type StatsDay, type StatsTotals } from '../../../../shared/stats-types.js';
import { DAY_MS } from '../../../../shared/time.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { fromCompanyStatsDayItem, fromJobStatsDayItem } from '../records/job-stats-day.js';

export const STATS_SHARDS = 4;
const STATS_KEEP_DAYS = 90;

export type StatsCounter = Exclude<keyof StatsDay, 'day'>;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const randomShard = () => Math.floor(Math.random() * STATS_SHARDS);

/** When a day's items expire (the table's TTL, in seconds). */
export const statsExpiry = (day: string) => Math.floor((Date.parse(day) + STATS_KEEP_DAYS * DAY_MS) / 1000);

type JobOfCompany = { id: number; companyId: number };

/**
 * The update that adds one to a counter of a day: the job's (`'job'`), or its company's (`'company'`), which counts
 * its total and the job's own `<counter>#<jobId>` in the same update. Sent alone (a view) or as one item of a
 * transaction.
 */
export function countUpdate(
  owner: 'job' | 'company',
  job: JobOfCompany,
  counter: StatsCounter,
  at = new Date(),
  shard = randomShard(),
) {
  const day = utcDay(at);
  const ofCompany = owner === 'company';
  return {
    TableName: tableName(),
    Key: ofCompany ? keys.companyStatsDay(job.companyId, day, shard) : keys.jobStatsDay(job.id, day, shard),
    UpdateExpression: `ADD #counter :one${ofCompany ? ', #jobCounter :one' : ''} SET expiresAt = :expiresAt`,
    ExpressionAttributeNames: { '#counter': counter, ...(ofCompany && { '#jobCounter': `${counter}#${job.id}` }) },
    ExpressionAttributeValues: { ':one': 1, ':expiresAt': statsExpiry(day) },
  };
}

/** Both updates of one count, as items of the transaction that writes what is counted. */
export const countUpdates = (job: JobOfCompany, counter: StatsCounter) => [
  { Update: countUpdate('job', job, counter) },
  { Update: countUpdate('company', job, counter) },
];

/** A view: two lone updates (no transaction: views are an estimate, docs/performance.md). */
export async function countView(job: JobOfCompany, at = new Date(), shard = randomShard()): Promise<void> {
  await Promise.all([
    db().send(new UpdateCommand(countUpdate('job', job, 'views', at, shard))),
    db().send(new UpdateCommand(countUpdate('company', job, 'views', at, shard))),
  ]);
}

/** The STATS_DAYS UTC days up to `today`, oldest first. */
export function statsWindow(today = new Date()): string[] {
  const end = Date.parse(utcDay(today));
  return Array.from({ length: STATS_DAYS }, (_, i) => utcDay(new Date(end - (STATS_DAYS - 1 - i) * DAY_MS)));
}

const emptyDay = (day: string): StatsDay => ({ day, views: 0, applications: 0, approved: 0, rejected: 0 });
export const STATS_COUNTERS: StatsCounter[] = ['views', 'applications', 'approved', 'rejected'];

function addInto(sum: StatsDay, part: Omit<StatsDay, 'day'>): void {
  for (const counter of STATS_COUNTERS) sum[counter] += part[counter];
}

/** Sums rows by day into every day of the window (zeros where nothing happened); rows outside it are left out. */
export function fillDays(window: string[], rows: StatsDay[]): StatsDay[] {
  const byDay = new Map(window.map((day) => [day, emptyDay(day)]));
  for (const row of rows) {
    const sum = byDay.get(row.day);
    if (sum) addInto(sum, row);
  }
  return [...byDay.values()];
}

export function totalsOf(days: StatsDay[]): StatsTotals {
  const sum = emptyDay('');
  for (const day of days) addInto(sum, day);
  const decided = sum.approved + sum.rejected;
  const { day: _, ...counts } = sum;
  return { ...counts, approvalRate: decided === 0 ? null : sum.approved / decided };
}

/** The Query of one partition's days between the window's first and last. */
async function queryDays(pk: string, window: string[]) {
  const [from, to] = keys.jobStatsDaysBetween(window[0] as string, window[window.length - 1] as string);
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
  });
}

/** One Query: at most STATS_DAYS × STATS_SHARDS small items (120, about 8 KB). */
export async function readJobDays(jobId: number, today = new Date()): Promise<StatsDay[]> {
  const window = statsWindow(today);
  const items = await queryDays(keys.jobStats(jobId).pk, window);
  return fillDays(window, items.map(fromJobStatsDayItem));
}

export interface CompanyDays {
  days: StatsDay[];
  /** Each job with counts in the window, its days (newest job id first). */
  jobs: { jobId: number; days: StatsDay[] }[];
}

/** One Query: the company's days (at most STATS_DAYS × (STATS_SHARDS + 1) items) with each job's counts in them. */
export async function readCompanyDays(companyId: number, today = new Date()): Promise<CompanyDays> {
  const window = statsWindow(today);
  const items = (await queryDays(keys.companyStats(companyId).pk, window)).map(fromCompanyStatsDayItem);
  const perJob = new Map<number, StatsDay[]>();
  for (const item of items) {
    for (const [jobId, day] of item.jobs) perJob.set(jobId, [...(perJob.get(jobId) ?? []), day]);
  }
  return {
    days: fillDays(window, items),
    jobs: [...perJob].sort(([a], [b]) => b - a).map(([jobId, days]) => ({ jobId, days: fillDays(window, days) })),
  };
}
