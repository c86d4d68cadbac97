/**
 * How fast a company answers applications: the median days from an application to its approval or rejection.
 * Read from the company's own applications partition (gsi2, newest first), only the three attributes it needs,
 * over at most the newest RESPONSE_TIME_WINDOW applications: one bounded Query per company page (which CloudFront
 * caches for a minute), no Scan and no counter to keep. Withdrawn and pending applications have no decision.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MIN_DECISIONS_FOR_MEDIAN, RESPONSE_TIME_WINDOW } from '../../../shared/constants.js';
import type { ResponseTime } from '../../../shared/types.js';
import { db, tableName } from './client.js';
import { keys } from './keys.js';
import { fromDecisionItem } from './records/application.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Days between two instants, never negative (clocks of writers may differ by a little). */
const daysBetween = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / DAY_MS);

export function responseTimeOf(decisionDays: number[]): ResponseTime {
  const middle = median(decisionDays);
  return decisionDays.length >= MIN_DECISIONS_FOR_MEDIAN && middle !== undefined
    ? { decisions: decisionDays.length, medianDays: Math.round(middle * 10) / 10 }
    : { decisions: decisionDays.length };
}

export async function getResponseTime(companyId: number): Promise<ResponseTime> {
  const decisionDays: number[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.companyApplications(companyId).gsi2pk },
        ProjectionExpression: '#status, submittedAt, statusChangedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ScanIndexForward: false,
        Limit: RESPONSE_TIME_WINDOW - read,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const application = fromDecisionItem(item);
      const decided = application.status === 'approved' || application.status === 'rejected';
      if (decided && application.statusChangedAt) {
        decisionDays.push(daysBetween(application.submittedAt, application.statusChangedAt));
      }
    }
    read += page.Items?.length ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && read < RESPONSE_TIME_WINDOW);
  return responseTimeOf(decisionDays);
}
