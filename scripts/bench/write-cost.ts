/**
 * Items written per posted job, on realistic postings (the demo seed's long texts, which reach the term cap) and
 * on a worst case (the longest texts, every field changed): create, edit, deactivate, activate and delete, each
 * one transaction. After each edit and delete, every entry the job had is looked up by key: none may be stale.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/client.js';
import { createJob, deleteJob, getJobRecord, type JobRecord, updateJob } from '../../functions/lib/db/jobs.js';
import { entryKey } from '../../functions/lib/db/jobs-model.js';
import type { JobInput } from '../../shared/schemas/job-input.js';
import { seedCompanies } from '../local/seed/companies.js';
import { composeJobs } from '../local/seed/compose-jobs.js';
import { createRandom } from '../local/seed/random.js';
import type { JobAuthorInfo } from './job-items.js';
import type { Board } from './seed-board.js';
import { median } from './stats.js';

/** A text of many distinct words, so a job has far more candidate terms than the cap. */
const manyWords = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}x`).join(
    ' ',
  );

const worstCase = (prefix: string, categories: string[]): JobInput => ({
  title: `Principal Platform Reliability Engineer ${prefix}`,
  description: manyWords(`${prefix}d`, 400),
  requirements: manyWords(`${prefix}r`, 200),
  location: 'San Francisco Bay Area, California, United States',
  jobType: 'full_time',
  categories,
  skills: ['Kubernetes', 'Terraform', 'Go', 'Rust', 'Linux', 'AWS', 'GCP', 'Azure', 'Kafka', 'Postgres'],
  experience: 'Senior Level',
  salary: '$200k - $260k',
});

/** Entries that should not be there (old terms) or are missing or outdated (current terms). */
async function staleEntries(before: JobRecord, after: JobRecord | undefined): Promise<number> {
  const current = new Set(after?.isActive ? after.terms : []);
  let stale = 0;
  for (const term of new Set([...before.terms, ...current])) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: entryKey(term, before), ConsistentRead: true }),
    );
    const wanted = current.has(term);
    if (wanted ? Item?.title !== after?.title : Item !== undefined) stale += 1;
  }
  return stale;
}

export async function measureWriteCost(board: Board, jobs: number) {
  const author = board.authors[0] as JobAuthorInfo;
  const demo = composeJobs(seedCompanies, board.now, createRandom(7)).slice(0, jobs);
  const inputs = [
    ...demo.map((job) => ({ ...job.input, isActive: true })),
    worstCase('a', ['Engineering', 'Design', 'Marketing']),
  ];
  const replacements = [
    ...inputs.slice(1, -1),
    inputs[0] as JobInput,
    worstCase('b', ['Finance', 'Healthcare', 'Data & Analytics']),
  ];
  const sizes = (): number[] => board.counter.takeTransactions().map((items) => items.length);
  board.counter.takeTransactions();
  const created = [];
  for (const input of inputs) created.push(await createJob(input, author));
  const create = sizes();
  let stale = 0;
  for (const [i, job] of created.entries()) {
    const before = (await getJobRecord(job.id)) as JobRecord;
    await updateJob(job.id, { ...(replacements[i] as JobInput), isActive: true });
    stale += await staleEntries(before, await getJobRecord(job.id));
  }
  const edit = sizes();
  for (const job of created) await updateJob(job.id, { isActive: false });
  const deactivate = sizes();
  for (const job of created) await updateJob(job.id, { isActive: true });
  const activate = sizes();
  for (const job of created) {
    const before = (await getJobRecord(job.id)) as JobRecord;
    await deleteJob(job.id);
    stale += await staleEntries(before, undefined);
  }
  const remove = sizes();
  const figure = (list: number[]) => ({ median: median(list), max: Math.max(...list) });
  return {
    jobs: inputs.length,
    create: figure(create),
    edit: figure(edit),
    deactivate: figure(deactivate),
    activate: figure(activate),
    delete: figure(remove),
    maxItems: Math.max(...create, ...edit, ...deactivate, ...activate, ...remove),
    staleEntries: stale,
  };
}
