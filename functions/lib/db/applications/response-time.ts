/**
 * How fast a company answers applications: the median days from an application to its approval or rejection.
 *
 * Kept at write time, read with one GetItem: the company's item `RESPONSE_TIMES` counts its decisions per whole
 * day of delay (`d0` … `d60`, the last meaning 60 days or more). A decision adds one to its day's bucket inside
 * the decision's own transaction, which also marks the application `decisionCounted`, so a refused or repeated
 * decision counts nothing and the migration (scripts/local/migrate-response-times.ts) counts exactly the decisions
 * made before this was kept. Decisions are final (no undo), so a bucket only ever grows.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MIN_DECISIONS_FOR_MEDIAN, RESPONSE_DAYS_CAP } from '../../../../shared/constants.js';
import {
  ANSWER_WITHIN_DAYS,
  MIN_APPLICATIONS_FOR_MARK,
  RESPONDS_TO_EVERY_APPLICANT_SHARE,
} from '../../../../shared/hiring-promises.js';
import { DAY_MS } from '../../../../shared/time.js';
import type { ResponseTime } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { delayBucket, fromResponseTimesItem, unansweredOf } from '../records/response-times.js';

/** Whole days (rounded) between two instants, never negative (writers' clocks may differ a little), capped. */
export function delayDays(from: string, to: string): number {
  const days = Math.round(Math.max(0, Date.parse(to) - Date.parse(from)) / DAY_MS);
  return Math.min(days, RESPONSE_DAYS_CAP);
}

/**
 * The update that counts one decision's delay: an item of the decision's (or the migration's) transaction. A decision
 * on an application the board had marked "No decision" also takes it off the unanswered count (one update: a
 * transaction may touch the item once).
 */
export function decisionDelayUpdate(companyId: number, submittedAt: string, decidedAt: string, wasUnanswered = false) {
  return {
    TableName: tableName(),
    Key: keys.responseTimes(companyId),
    UpdateExpression: wasUnanswered ? 'ADD #bucket :one, unanswered :minusOne' : 'ADD #bucket :one',
    ExpressionAttributeNames: { '#bucket': delayBucket(delayDays(submittedAt, decidedAt)) },
    ExpressionAttributeValues: { ':one': 1, ...(wasUnanswered ? { ':minusOne': -1 } : {}) },
  };
}

/** The value at a position of the sorted delays the histogram stands for. */
function delayAt(histogram: number[], position: number): number {
  let seen = 0;
  for (const [days, count] of histogram.entries()) {
    seen += count;
    if (position < seen) return days;
  }
  throw new RangeError(`No delay at position ${position}`);
}

/**
 * The median of the delays (the mean of the two middle ones for an even count), read off the counts per day, and
 * the share answered within ANSWER_WITHIN_DAYS out of every application decided or left without a decision
 * (`unanswered`), with the "Responds to every applicant" mark it may earn.
 */
export function responseTimeOf(histogram: number[], unanswered = 0): ResponseTime {
  const decisions = histogram.reduce((sum, count) => sum + count, 0);
  const base = { decisions, ...(unanswered > 0 ? { unanswered } : {}) };
  if (decisions < MIN_DECISIONS_FOR_MEDIAN) return base;
  const middle = Math.floor(decisions / 2);
  const medianDays =
    decisions % 2 ? delayAt(histogram, middle) : (delayAt(histogram, middle - 1) + delayAt(histogram, middle)) / 2;
  const inTime = histogram.slice(0, ANSWER_WITHIN_DAYS + 1).reduce((sum, count) => sum + count, 0);
  const answeredWithinShare = inTime / (decisions + unanswered);
  const respondsToEveryApplicant =
    decisions + unanswered >= MIN_APPLICATIONS_FOR_MARK && answeredWithinShare >= RESPONDS_TO_EVERY_APPLICANT_SHARE;
  return { ...base, medianDays, answeredWithinShare, respondsToEveryApplicant };
}

/** The update that counts an application left without a decision. */
export function unansweredUpdate(companyId: number, delta: 1) {
  return {
    TableName: tableName(),
    Key: keys.responseTimes(companyId),
    UpdateExpression: 'ADD unanswered :delta',
    ExpressionAttributeValues: { ':delta': delta },
  };
}

export async function getResponseTime(companyId: number): Promise<ResponseTime> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.responseTimes(companyId) }));
  return Item ? responseTimeOf(fromResponseTimesItem(Item), unansweredOf(Item)) : responseTimeOf([]);
}
