/**
 * One-off migration: a company's decision now also records that it saw the application (`viewedAt`, docs/hiring.md,
 * "Viewed by the company"). An application approved or rejected before that, without being opened, showed its
 * applicant the decision beside "Not opened by the company yet"; it gets `viewedAt` = its decision's time. One
 * conditional write per such application; idempotent, run once per table.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack with this change is deployed:
 * `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-decided-applications-seen.ts`.
 */

import { markViewed } from '../../functions/lib/db/applications/application-answers.js';
import { runMigrationOnce } from './run-migration.js';

/** The company's own decisions: the board's "No decision" and the applicant's withdrawal say nothing of a look. */
const DECIDED_BY_THE_COMPANY = ['approved', 'rejected'];

async function markSeenWhenDecided(item: Record<string, unknown>): Promise<void> {
  if (item.viewedAt !== undefined || !DECIDED_BY_THE_COMPANY.includes(item.status as string)) return;
  if (typeof item.statusChangedAt !== 'string') return;
  // The route's own write: kept only if the application has no viewedAt (an opening meanwhile wins).
  await markViewed(item.id as number, new Date(item.statusChangedAt));
}

/** Gives every application decided without being opened its decision's time as seen, once; answers how many it read. */
export function migrateDecidedApplicationsSeen(): Promise<number> {
  return runMigrationOnce('decided-applications-seen-v1', 'application', markSeenWhenDecided);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateDecidedApplicationsSeen()} applications.`);
}
