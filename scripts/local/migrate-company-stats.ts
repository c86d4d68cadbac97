/**
 * One-off migration to company day counts (job-stats.ts): the dashboard reads a company's days from its own
 * partition, which holds only what was counted since it exists. This carries the last STATS_DAYS days over from
 * the company's jobs: per day, each job's counts less what the company's day items already hold for that job (the
 * counts since the change), written as one more item of the day, `DAY#<day>#m`, read with the others.
 *
 * Idempotent: the `m` item is written whole (a Put, never an ADD) from what the job items and the live shards hold,
 * so a second pass writes the same numbers. Counts landing while a company is migrated can make that day off by
 * those few. A deleted job's earlier counts are not carried over (its company could not see them before either).
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once right after the deploy that counts company
 * days: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-company-stats.ts`.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { readJobDays, STATS_COUNTERS, statsExpiry, statsWindow } from '../../functions/lib/db/jobs/job-stats.js';
import { listCompanyJobs } from '../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { queryAll } from '../../functions/lib/db/kit/query-all.js';
import { fromCompanyStatsDayItem } from '../../functions/lib/db/records/job-stats-day.js';
import { runMigrationOnce } from './run-migration.js';

const MIGRATED_SHARD = 'm';

/** What the company's live shards of each day hold per job: `<day>#<counter>#<jobId>` → count. */
async function countedSinceChange(companyId: number, window: string[]): Promise<Map<string, number>> {
  const [from, to] = keys.jobStatsDaysBetween(window[0] as string, window[window.length - 1] as string);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.companyStats(companyId).pk, ':from': from, ':to': to },
  });
  const counted = new Map<string, number>();
  for (const item of items) {
    if (String(item.sk).endsWith(`#${MIGRATED_SHARD}`)) continue;
    for (const [jobId, day] of fromCompanyStatsDayItem(item).jobs) {
      for (const counter of STATS_COUNTERS) {
        const key = `${day.day}#${counter}#${jobId}`;
        counted.set(key, (counted.get(key) ?? 0) + day[counter]);
      }
    }
  }
  return counted;
}

async function migrateCompany(item: Record<string, unknown>): Promise<void> {
  const companyId = item.id as number;
  const window = statsWindow();
  const counted = await countedSinceChange(companyId, window);
  const earlier = new Map<string, Record<string, number>>(); // day → the `m` item's counters
  for (const job of await listCompanyJobs(companyId)) {
    for (const day of await readJobDays(job.id)) {
      for (const counter of STATS_COUNTERS) {
        const before = day[counter] - (counted.get(`${day.day}#${counter}#${job.id}`) ?? 0);
        if (before <= 0) continue;
        const counts = earlier.get(day.day) ?? {};
        counts[counter] = (counts[counter] ?? 0) + before;
        counts[`${counter}#${job.id}`] = before;
        earlier.set(day.day, counts);
      }
    }
  }
  for (const [day, counts] of earlier) {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.companyStatsDay(companyId, day, MIGRATED_SHARD), ...counts, expiresAt: statsExpiry(day) },
      }),
    );
  }
}

/** Carries every company's last days over once; answers how many companies it went through (0 when already run). */
export function migrateCompanyStats(): Promise<number> {
  return runMigrationOnce('company-stats-v1', 'company', migrateCompany);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateCompanyStats()} companies.`);
}
