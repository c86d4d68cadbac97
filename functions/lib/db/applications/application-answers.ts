/**
 * Every application gets an answer (docs/hiring.md): the applications still waiting for their company's decision,
 * the reminders the company got about them (`reminders`: 1 at 7 days, 2 at 14), the board's "No decision" after 30
 * days (`status: no_decision`, which the company may still decide), and when the company first opened one
 * (`viewedAt`, "Viewed by the company").
 *
 * The waiting applications are found per company: every company from the directory (gsi1 `COMPANIES`, one Query),
 * then its applications submitted before the youngest age that matters (gsi2, sorted by submission time, one Query
 * with a filter on `status`). A daily run reads each company's applications older than a week once.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Application } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { transact } from '../kit/transact.js';
import { fromApplicationItem } from '../records/application.js';
import { unansweredUpdate } from './response-time.js';

/** Every company's id (the directory's list by name). */
export async function allCompanyIds(): Promise<number[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companyByName('', 0).gsi1pk },
    ProjectionExpression: 'id',
  });
  return items.map((item) => Number(item.id));
}

/** A company's applications still pending and submitted before `before` (ISO time), oldest first. */
export async function pendingBefore(companyId: number, before: string): Promise<Application[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
    FilterExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': keys.companyApplications(companyId).gsi2pk,
      ':before': before,
      ':pending': 'pending',
    },
  });
  return items.map(fromApplicationItem);
}

/** Runs a conditional update; false when its condition did not hold (the application moved on meanwhile). */
async function conditionally(update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) {
  try {
    await db().send(new UpdateCommand({ TableName: tableName(), ...update }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records that the company got reminder number `count` about a still pending application. */
export const markReminded = (id: number, count: number) =>
  conditionally({
    Key: keys.application(id),
    UpdateExpression: 'SET reminders = :count',
    ConditionExpression: '#status = :pending AND (attribute_not_exists(reminders) OR reminders < :count)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':count': count, ':pending': 'pending' },
  });

/**
 * Moves a still pending application to "No decision" (the board's doing: no `statusChangedBy`), and counts it in
 * its company's unanswered applications (response-time.ts) in the same transaction. False when it moved on.
 */
export async function markNoDecision(application: Pick<Application, 'id' | 'companyId'>, now: Date): Promise<boolean> {
  const failed = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.application(application.id),
        UpdateExpression: 'SET #status = :noDecision, statusChangedAt = :at',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':noDecision': 'no_decision', ':pending': 'pending', ':at': now.toISOString() },
      },
    },
    { Update: unansweredUpdate(application.companyId, 1) },
  ]);
  return failed.length === 0;
}

/** Keeps the first time the company opened the application; later opens change nothing. True when set now. */
export const markViewed = (id: number, now: Date) =>
  conditionally({
    Key: keys.application(id),
    UpdateExpression: 'SET viewedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(viewedAt)',
    ExpressionAttributeValues: { ':at': now.toISOString() },
  });
