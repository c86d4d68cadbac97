/**
 * Reading a company's decision-delay histogram: `d0` … `d<RESPONSE_DAYS_CAP>`, the number of decisions that took
 * that many whole days (the last: that many or more), each 0 until its first decision.
 */
import * as v from 'valibot';
import { RESPONSE_DAYS_CAP } from '../../../../shared/constants.js';
import { readRecord } from './read-record.js';

const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
const days = Array.from({ length: RESPONSE_DAYS_CAP + 1 }, (_, day) => day);

/** The attribute that counts decisions taking `day` whole days. */
export const delayBucket = (day: number) => `d${day}`;

const responseTimesItemSchema = v.object({
  ...Object.fromEntries(days.map((day) => [delayBucket(day), count])),
  // Applications marked "No decision" and not decided since (application-answers.ts).
  unanswered: count,
});

/** The count of applications marked "No decision" and not decided since. */
export const unansweredOf = (item: Record<string, unknown>): number =>
  (readRecord('response times', responseTimesItemSchema, item) as Record<string, number>).unanswered ?? 0;

/** Decisions per whole day of delay, index = days (the last index: the cap or more). */
export function fromResponseTimesItem(item: Record<string, unknown>): number[] {
  const buckets = readRecord('response times', responseTimesItemSchema, item) as Record<string, number>;
  return days.map((day) => buckets[delayBucket(day)] ?? 0);
}
