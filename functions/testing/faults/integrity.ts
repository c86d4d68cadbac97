/**
 * The table's invariants, checked over every item (a Scan: test code only). A write cut short by a fault must
 * leave none of these broken: a guard without its record, a record without its guard, a count that no longer
 * matches the jobs it counts.
 */
import { isListed } from '../../lib/db/jobs/job-visibility.js';
import type { JobRecord } from '../../lib/db/jobs/jobs-model.js';
import { allItems } from '../accounts.js';

const lower = (value: unknown) => String(value).toLowerCase();

export async function integrityProblems(): Promise<string[]> {
  const items = await allItems();
  const problems: string[] = [];
  const byPk = (prefix: string, sk: string) =>
    items.filter((item) => String(item.pk).startsWith(prefix) && item.sk === sk);

  const users = new Map(byPk('USER#', 'PROFILE').map((user) => [user.id as number, user]));
  const companies = new Map(byPk('COMPANY#', 'PROFILE').map((company) => [company.id as number, company]));
  const jobs = new Map(byPk('JOB#', 'JOB').map((job) => [job.id as number, job]));
  const applications = byPk('APPLICATION#', 'APPLICATION');
  const keys = new Set(items.map((item) => `${item.pk}|${item.sk}`));
  const has = (pk: string, sk: string) => keys.has(`${pk}|${sk}`);

  // Accounts: each user holds its username and email guards, each guard belongs to a user that has that name.
  for (const user of users.values()) {
    if (!has(`USERNAME#${lower(user.username)}`, 'GUARD')) problems.push(`user ${user.id} has no username guard`);
    if (!has(`EMAIL#${lower(user.email)}`, 'GUARD')) problems.push(`user ${user.id} has no email guard`);
    if (user.role === 'company' && !companies.has(user.companyId as number)) {
      problems.push(`company user ${user.id} has no company ${user.companyId}`);
    }
  }
  for (const [prefix, field] of [
    ['USERNAME#', 'username'],
    ['EMAIL#', 'email'],
  ] as const) {
    for (const guard of byPk(prefix, 'GUARD')) {
      const owner = users.get(guard.userId as number);
      if (!owner || `${prefix}${lower(owner[field])}` !== guard.pk) problems.push(`orphaned guard ${guard.pk}`);
    }
  }
  for (const company of companies.values()) {
    if (!users.has(company.userId as number)) problems.push(`company ${company.id} has no user ${company.userId}`);
  }

  // Applications: one guard per application, no guard without its application.
  const applied = new Set(applications.map((application) => `APPLIED#${application.jobId}#${application.userId}`));
  for (const key of applied) if (!has(key, 'GUARD')) problems.push(`application without guard ${key}`);
  for (const guard of byPk('APPLIED#', 'GUARD')) {
    if (!applied.has(String(guard.pk))) problems.push(`orphaned application guard ${guard.pk}`);
  }

  // The search index is not checked here: it is derived data, written after the job's transaction by the stream
  // indexer, whose own tests (functions/workers/index-jobs.test.ts) cover its retries and dead letters.

  // Counts: a company's and a category's jobCount is the number of their listed jobs (active, no moderation mark).
  const active = [...jobs.values()].filter((job) => isListed(job as unknown as JobRecord));
  for (const company of companies.values()) {
    const count = active.filter((job) => job.companyId === company.id).length;
    if ((company.jobCount ?? 0) !== count)
      problems.push(`company ${company.id} counts ${company.jobCount} jobs, has ${count}`);
  }
  for (const category of items.filter((item) => item.pk === 'CATEGORIES' && String(item.sk).startsWith('CATEGORY#'))) {
    const count = active.filter((job) => (job.categoryIds as number[]).includes(category.id as number)).length;
    if ((category.jobCount ?? 0) !== count)
      problems.push(`category ${category.id} counts ${category.jobCount} jobs, has ${count}`);
  }
  return problems;
}
