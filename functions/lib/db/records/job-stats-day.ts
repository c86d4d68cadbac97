/**
 * Reading one shard item of a job's or a company's day counts: the day from its sort key, each counter 0 until
 * first added. A company's item also holds each job's counts as `<counter>#<jobId>`.
 */
import * as v from 'valibot';
import type { StatsDay } from '../../../../shared/stats-types.js';
import { readRecord } from './read-record.js';

const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
const counts = { views: count, applications: count, approved: count, rejected: count };
const jobStatsDayItemSchema = v.object({ sk: v.pipe(v.string(), v.regex(/^DAY#\d{4}-\d{2}-\d{2}#\d+$/)), ...counts });

const dayOf = (sk: string) => sk.slice('DAY#'.length, 'DAY#'.length + 10);

export function fromJobStatsDayItem(item: Record<string, unknown>): StatsDay {
  const { sk, ...dayCounts } = readRecord('job stats day', jobStatsDayItemSchema, item);
  return { day: dayOf(sk), ...dayCounts };
}

const PER_JOB = /^(views|applications|approved|rejected)#(\d+)$/;
// `m`: the item the company-stats migration wrote with the counts from before company days were kept.
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const companyStatsDayItemSchema = v.pipe(
  v.objectWithRest({ sk: v.pipe(v.string(), v.regex(/^DAY#\d{4}-\d{2}-\d{2}#(\d+|m)$/)), ...counts }, v.unknown()),
  v.check(
    (item) => Object.entries(item).every(([name, value]) => !PER_JOB.test(name) || isCount(value)),
    'A job count is not a whole number of at least 0',
  ),
);

export interface CompanyStatsDay extends StatsDay {
  /** Each job's counts of the day (jobs without any are absent). */
  jobs: Map<number, StatsDay>;
}

export function fromCompanyStatsDayItem(item: Record<string, unknown>): CompanyStatsDay {
  const { sk, views, applications, approved, rejected, ...rest } = readRecord(
    'company stats day',
    companyStatsDayItemSchema,
    item,
  );
  const day = dayOf(sk);
  const jobs = new Map<number, StatsDay>();
  for (const [name, value] of Object.entries(rest)) {
    const [, counter, jobId] = PER_JOB.exec(name) ?? [];
    if (!counter || !jobId) continue;
    const job = jobs.get(Number(jobId)) ?? { day, views: 0, applications: 0, approved: 0, rejected: 0 };
    job[counter as keyof typeof counts] = value as number;
    jobs.set(Number(jobId), job);
  }
  return { day, views, applications, approved, rejected, jobs };
}
