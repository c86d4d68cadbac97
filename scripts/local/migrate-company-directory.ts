/**
 * One-off migration to the paged companies directory: every company item gets the directory's index keys and
 * folded name (`directoryFields`, from its name and open-job count), which companies written before the directory
 * lack, so they would not be listed. Idempotent, run once per table (run-migration.ts), conditional on the name and
 * count still being those read, so a company changed meanwhile keeps what its own write gave it.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack with the directory is
 * deployed: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-company-directory.ts`.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { directoryUpdate } from '../../functions/lib/db/companies/company-directory.js';
import { db } from '../../functions/lib/db/kit/client.js';
import { isConditionFailure } from '../../functions/lib/db/kit/condition-failure.js';
import { runMigrationOnce } from './run-migration.js';

async function migrateCompany(item: Record<string, unknown>): Promise<void> {
  const company = { id: item.id as number, name: item.name as string, jobCount: (item.jobCount as number) ?? 0 };
  try {
    await db().send(new UpdateCommand(directoryUpdate(company, company)));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Migrates every company once; answers how many it went through (0 when it had already run). */
export function migrateCompanyDirectory(): Promise<number> {
  return runMigrationOnce('company-directory-v1', 'company', migrateCompany);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Migrated ${await migrateCompanyDirectory()} companies.`);
}
