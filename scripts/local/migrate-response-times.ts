/**
 * One-off migration to kept response times: every application decided before its company's response-time
 * histogram was kept by the decision (response-time.ts) is counted into it once. Each application is one
 * transaction: mark it `decisionCounted` (on the condition that it is not yet) and add its delay to its company's
 * bucket, so a pass cut short and run again, or a decision made meanwhile (which marks itself), is never counted
 * twice. Pending and withdrawn applications have no decision and are left alone.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack that keeps the histogram:
 * `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-response-times.ts`.
 */

import { decisionDelayUpdate } from '../../functions/lib/db/applications/response-time.js';
import { tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { transact } from '../../functions/lib/db/kit/transact.js';
import { fromDecisionItem } from '../../functions/lib/db/records/application.js';
import { runMigrationOnce } from './run-migration.js';

async function countDecision(item: Record<string, unknown>): Promise<void> {
  const application = fromDecisionItem(item);
  const decided = application.status === 'approved' || application.status === 'rejected';
  if (!decided || !application.statusChangedAt || application.decisionCounted) return;
  // A refused condition (counted meanwhile) cancels both writes: nothing to do.
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.application(application.id),
        UpdateExpression: 'SET decisionCounted = :true',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(decisionCounted)',
        ExpressionAttributeValues: { ':true': true },
      },
    },
    { Update: decisionDelayUpdate(application.companyId, application.submittedAt, application.statusChangedAt) },
  ]);
}

/** Counts every earlier decision once; answers how many applications it went through (0 when it had already run). */
export function migrateResponseTimes(): Promise<number> {
  return runMigrationOnce('response-times-v1', 'application', countDecision);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateResponseTimes()} applications.`);
}
