/** Reading one shard item of a job's day counts: the day from its sort key, each counter 0 until first added. */
import * as v from 'valibot';
import type { StatsDay } from '../../../../shared/stats-types.js';
import { readRecord } from './read-record.js';

const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
const jobStatsDayItemSchema = v.object({
  sk: v.pipe(v.string(), v.regex(/^DAY#\d{4}-\d{2}-\d{2}#\d+$/)),
  views: count,
  applications: count,
  approved: count,
  rejected: count,
});

export function fromJobStatsDayItem(item: Record<string, unknown>): StatsDay {
  const { sk, ...counts } = readRecord('job stats day', jobStatsDayItemSchema, item);
  return { day: sk.slice('DAY#'.length, 'DAY#'.length + 10), ...counts };
}
