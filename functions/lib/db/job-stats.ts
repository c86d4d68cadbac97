/**
 * Employer stats (docs/performance.md, "Counting job views"): per job and UTC day, how often its page was viewed,
 * how many applied, how many applications were approved and rejected.
 *
 * Every count is one `ADD` on one of STATS_SHARDS items of that day, picked at random, so a job viewed by many at
 * the same moment spreads its writes instead of queueing on one item; a read sums the shards. Views are added
 * alone by the page's beacon; applications and decisions inside the transaction that writes them, so a count can
 * never disagree with the applications that exist. Day items expire STATS_KEEP_DAYS after their day (the table's
 * TTL): the stats show the last STATS_DAYS.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { STATS_DAYS, type StatsDay, type StatsTotals } from '../../../shared/stats-types.js';
import { db, tableName } from './client.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { fromJobStatsDayItem } from './records/job-stats-day.js';

export const STATS_SHARDS = 4;
const STATS_KEEP_DAYS = 90;
const DAY_MS = 86_400_000;
/** Jobs whose stats a company read fetches at once: enough to be quick, few enough not to burst the table. */
const PARALLEL_JOBS = 8;

export type StatsCounter = Exclude<keyof StatsDay, 'day'>;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const randomShard = () => Math.floor(Math.random() * STATS_SHARDS);

/** The update that adds one to a counter of a job's day: sent alone (a view) or as one item of a transaction. */
export function countUpdate(jobId: number, counter: StatsCounter, at = new Date(), shard = randomShard()) {
  const day = utcDay(at);
  return {
    TableName: tableName(),
    Key: keys.jobStatsDay(jobId, day, shard),
    UpdateExpression: 'ADD #counter :one SET expiresAt = :expiresAt',
    ExpressionAttributeNames: { '#counter': counter },
    ExpressionAttributeValues: {
      ':one': 1,
      ':expiresAt': Math.floor(Date.parse(day) / 1000) + STATS_KEEP_DAYS * 86_400,
    },
  };
}

export async function countView(jobId: number, at = new Date(), shard = randomShard()): Promise<void> {
  await db().send(new UpdateCommand(countUpdate(jobId, 'views', at, shard)));
}

/** The STATS_DAYS UTC days up to `today`, oldest first. */
export function statsWindow(today = new Date()): string[] {
  const end = Date.parse(utcDay(today));
  return Array.from({ length: STATS_DAYS }, (_, i) => utcDay(new Date(end - (STATS_DAYS - 1 - i) * DAY_MS)));
}

const emptyDay = (day: string): StatsDay => ({ day, views: 0, applications: 0, approved: 0, rejected: 0 });
const counters: StatsCounter[] = ['views', 'applications', 'approved', 'rejected'];

function addInto(sum: StatsDay, part: Omit<StatsDay, 'day'>): void {
  for (const counter of counters) sum[counter] += part[counter];
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

/** One Query: at most STATS_DAYS × STATS_SHARDS small items (120, about 8 KB). */
export async function readJobDays(jobId: number, today = new Date()): Promise<StatsDay[]> {
  const window = statsWindow(today);
  const [from, to] = keys.jobStatsDaysBetween(window[0] as string, window[window.length - 1] as string);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.jobStats(jobId).pk, ':from': from, ':to': to },
  });
  return fillDays(window, items.map(fromJobStatsDayItem));
}

/** Each job's days (one Query per job, PARALLEL_JOBS at a time), in the order given. */
export async function readJobsDays(jobIds: number[], today = new Date()): Promise<StatsDay[][]> {
  const result: StatsDay[][] = [];
  for (let start = 0; start < jobIds.length; start += PARALLEL_JOBS) {
    const batch = jobIds.slice(start, start + PARALLEL_JOBS);
    result.push(...(await Promise.all(batch.map((id) => readJobDays(id, today)))));
  }
  return result;
}

/** Day by day sums of several jobs' days (each covering the same window). */
export function sumDays(window: string[], perJob: StatsDay[][]): StatsDay[] {
  return fillDays(window, perJob.flat());
}
