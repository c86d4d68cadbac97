/**
 * Items written per posted job, on realistic postings (the demo seed's long texts) and on a worst case (the
 * longest texts, every field changed): create, edit, deactivate, activate and delete, each one transaction (the
 * job and its counts) plus the stream indexer's writes, which are run here directly (search/index-writer.ts) and
 * counted: items, bytes and write units. After each edit and delete, every entry the job had or has is looked up
 * by key: none may be stale or missing.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { deleteJob, getJobRecord, type JobRecord, updateJob } from '../../../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../../../functions/lib/db/kit/client.js';
import { indexJobChange } from '../../../../functions/lib/search/index-writer.js';
import { postingChanges, postingEntries } from '../../../../functions/lib/search/postings.js';
import { createdJob } from '../../../../functions/testing/created-job.js';
import type { JobInput } from '../../../../shared/schemas/job-input.js';
import { seedCompanies } from '../../../local/seed/companies.js';
import { composeJobs } from '../../../local/seed/compose-jobs.js';
import { createRandom } from '../../../local/seed/random.js';
import type { JobAuthorInfo } from '../../harness/job-items.js';
import type { Board } from '../../harness/seed-board.js';
import { median } from '../../harness/stats.js';

/** A text of many distinct words, so a job has hundreds of index terms. */
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
  const current = postingEntries(after);
  let stale = 0;
  for (const [id, entry] of new Map([...postingEntries(before), ...current])) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: entry.pk, sk: entry.sk }, ConsistentRead: true }),
    );
    const wanted = current.get(id);
    if (wanted ? JSON.stringify(Item) === undefined || Item?.f !== wanted.f || Item?.wa !== wanted.wa : Item) {
      stale += 1;
    }
  }
  return stale;
}

/** DynamoDB's item size: attribute names and values in UTF-8 (numbers and lists counted as their text). */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(JSON.stringify(value)),
    0,
  );
}

/** The index writes of one change: items, bytes and write units (1 per started KB of each item). */
function indexCost(before: JobRecord | undefined, after: JobRecord | undefined) {
  const { puts, deletes } = postingChanges(before, after);
  const bytes = puts.map((entry) => itemBytes(entry as unknown as Record<string, unknown>));
  return {
    items: puts.length + deletes.length,
    bytes: bytes.reduce((sum, size) => sum + size, 0),
    writeUnits: bytes.reduce((sum, size) => sum + Math.ceil(size / 1024), 0) + deletes.length,
  };
}

/** Runs the indexer for a change and records its cost. */
async function index(costs: ReturnType<typeof indexCost>[], before: JobRecord | undefined, id: number) {
  const after = await getJobRecord(id);
  costs.push(indexCost(before, after));
  await indexJobChange(before, after);
  return after;
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
  const createCosts: ReturnType<typeof indexCost>[] = [];
  const editCosts: ReturnType<typeof indexCost>[] = [];
  const otherCosts: ReturnType<typeof indexCost>[] = [];
  for (const input of inputs) {
    const job = await createdJob(input, author);
    created.push(job);
    await index(createCosts, undefined, job.id);
  }
  const create = sizes();
  let stale = 0;
  for (const [i, job] of created.entries()) {
    const before = (await getJobRecord(job.id)) as JobRecord;
    await updateJob(job.id, { ...(replacements[i] as JobInput), isActive: true });
    stale += await staleEntries(before, await index(editCosts, before, job.id));
  }
  const edit = sizes();
  for (const job of created) {
    const before = await getJobRecord(job.id);
    await updateJob(job.id, { isActive: false });
    await index(otherCosts, before, job.id);
  }
  const deactivate = sizes();
  for (const job of created) {
    const before = await getJobRecord(job.id);
    await updateJob(job.id, { isActive: true });
    await index(otherCosts, before, job.id);
  }
  const activate = sizes();
  for (const job of created) {
    const before = (await getJobRecord(job.id)) as JobRecord;
    await deleteJob(job.id);
    await indexJobChange(before, undefined);
    stale += await staleEntries(before, undefined);
  }
  const remove = sizes();
  const figure = (list: number[]) => ({ median: median(list), max: Math.max(...list) });
  const realistic = (costs: ReturnType<typeof indexCost>[]) => {
    const demoCosts = costs.slice(0, -1);
    return {
      items: median(demoCosts.map((cost) => cost.items)),
      bytes: median(demoCosts.map((cost) => cost.bytes)),
      writeUnits: median(demoCosts.map((cost) => cost.writeUnits)),
      worstWriteUnits: Math.max(...costs.map((cost) => cost.writeUnits)),
    };
  };
  return {
    indexCreate: realistic(createCosts),
    indexEdit: realistic(editCosts),
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
