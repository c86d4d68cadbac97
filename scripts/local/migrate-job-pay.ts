/**
 * One-off migration to structured pay and closing dates. Every job stored before them:
 * - whose free-text salary can be read (shared/pay/read-salary-text.ts: a currency mark, amounts, a period) gets
 *   the pay fields `salaryMin`, `salaryMax`, `currency`, `period`; the others keep their text only, and lose the
 *   yearly guesses older writes kept under `salaryMin`/`salaryMax` (without a currency), so they stay out of the
 *   salary filter instead of being compared in an unknown currency;
 * - without a closing date gets the default one, 60 days from the migration, so every job expires one day.
 * Each job is one conditional write on its version (a job edited meanwhile is read again by its own write, which
 * already sets both); the stream indexer then rewrites its index entries. Idempotent, run once per table.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack with structured pay is
 * deployed: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-job-pay.ts`.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { isConditionFailure } from '../../functions/lib/db/kit/condition-failure.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { defaultClosingDate } from '../../shared/closing-date.js';
import { readSalaryText } from '../../shared/pay/read-salary-text.js';
import { runMigrationOnce } from './run-migration.js';

async function migrateJob(item: Record<string, unknown>): Promise<void> {
  if (item.currency !== undefined && item.closingDate !== undefined) return;
  const pay = item.currency === undefined ? readSalaryText(item.salary as string | undefined) : undefined;
  const sets = ['#version = #version + :one'];
  const values: Record<string, unknown> = { ':one': 1, ':version': item.version };
  if (pay) {
    sets.push('salaryMin = :min, salaryMax = :max, currency = :currency, period = :period');
    Object.assign(values, {
      ':min': pay.salaryMin,
      ':max': pay.salaryMax,
      ':currency': pay.currency,
      ':period': pay.period,
    });
  }
  if (item.closingDate === undefined) {
    sets.push('closingDate = :closing');
    values[':closing'] = defaultClosingDate();
  }
  const guessesLeft = !pay && item.currency === undefined && item.salaryMin !== undefined;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(item.id as number),
        UpdateExpression: `SET ${sets.join(', ')}${guessesLeft ? ' REMOVE salaryMin, salaryMax' : ''}`,
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Migrates every job once; answers how many it went through (0 when it had already run). */
export function migrateJobPay(): Promise<number> {
  return runMigrationOnce('job-pay-closing-v1', 'job', migrateJob);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Migrated ${await migrateJobPay()} jobs.`);
}
