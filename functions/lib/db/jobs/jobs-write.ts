/**
 * Creating, editing (incl. activate/deactivate) and deleting a job: each is ONE TransactWriteItems holding the job
 * item and the company's and categories' active-job counts, so the counts can never be half written. The search
 * index is derived from the job item by the stream indexer (workers/index-jobs.ts), asynchronously.
 *
 * A write that cannot be done answers why, as an outcome (`{ ok: false, reason }`), for the route to answer with
 * its 4xx (lib/job-write-errors.ts): the poster's input (an unknown category, reopening a job past its closing
 * date), the company gone, or the job changed since it was read.
 */
import { defaultClosingDate, isPastClosing } from '../../../../shared/closing-date.js';
import { type ContractType, contractTypeOf } from '../../../../shared/constants.js';
import { type Pay, payOf } from '../../../../shared/pay/pay.js';
import { readSalaryText } from '../../../../shared/pay/read-salary-text.js';
import { type JobChanges, type JobInput, PAY_FIELDS } from '../../../../shared/schemas/job-input.js';
import type { Category, Job } from '../../../../shared/types.js';
import { findCategoriesByName } from '../catalog/categories.js';
import { type DirectoryState, directoryUpdate, readDirectoryState } from '../companies/company-directory.js';
import { tableName } from '../kit/client.js';
import { nextId } from '../kit/counters.js';
import { keys } from '../kit/keys.js';
import { type CancellationCodes, type TransactItems, transact } from '../kit/transact.js';
import {
  isListed,
  type JobModerationMarks,
  type JobModerationNotes,
  moderationMarksOf,
  moderationStates,
} from './job-visibility.js';
import { type JobRecord, type StillHiringMarks, stillHiringMarksOf, toJob, workArrangementOf } from './jobs-model.js';
import { getJobRecord, listCompanyJobs } from './jobs-read.js';

type TransactItem = TransactItems[number];

/** A write refused by what it found: the company is gone, or the job changed since it was read. */
export type JobWriteRefusal = { ok: false; reason: 'company-missing' | 'changed-meanwhile' };
/** The poster's input refused: a category the board does not have, or reopening a job past its closing date. */
export type JobInputRefusal =
  | { ok: false; reason: 'unknown-category'; category: string }
  | { ok: false; reason: 'closing-date-passed' };
/** There is no such job (any more). */
export type JobMissing = { ok: false; reason: 'missing' };
/** The job as written, or why not. */
export type JobWrite = { ok: true; job: Job } | JobMissing | JobWriteRefusal | JobInputRefusal;
/** The job before and after a mark or a revision, or why not. */
export type JobRevision = { ok: true; before: JobRecord; after: JobRecord } | JobMissing | JobWriteRefusal;

export interface JobAuthor {
  company: { id: number; name: string; logo?: string };
  postedBy: number;
  /** For seeded history; defaults to now. */
  createdAt?: string;
}

type Fields = Omit<JobInput, 'isActive' | keyof Pay> & {
  isActive: boolean;
  pay: Pay | undefined;
  /** The contract kept when the job type sent is `remote` (an edit keeps the job's own); full-time otherwise. */
  contractType?: ContractType;
};

/** The pay a job is written with: its pay fields when given, else its free-text salary when that can be read. */
function payFrom(fields: Partial<Pay> & { salary?: string }): Pay | undefined {
  return payOf(fields) ?? readSalaryText(fields.salary);
}

/** The categories of these names, in the same order; an unknown name is the poster's mistake. */
async function resolveCategories(
  names: string[],
): Promise<{ ok: true; categories: Category[] } | Extract<JobInputRefusal, { reason: 'unknown-category' }>> {
  const found = await findCategoriesByName(names);
  const categories: Category[] = [];
  for (const name of names) {
    const category = found.get(name);
    if (!category) return { ok: false, reason: 'unknown-category', category: name };
    categories.push(category);
  }
  return { ok: true, categories };
}

/** The record for these fields, their categories already resolved. */
function buildRecord(
  base: Omit<JobRecord, keyof Fields | keyof Pay | 'categoryIds'>,
  { pay, contractType, ...fields }: Fields,
  categories: Category[],
): JobRecord {
  const record: JobRecord = {
    ...base,
    ...fields,
    ...pay,
    // Remote is where, not what: a job sent with the job type `remote` is stored as a remote job of a contract type.
    jobType: contractTypeOf(fields.jobType, contractType),
    workArrangement: workArrangementOf(fields.jobType, fields.workArrangement, fields.location),
    categories: categories.map((category) => category.name),
    categoryIds: categories.map((category) => category.id),
    skills: fields.skills ?? [],
  };
  return record;
}

/**
 * The record of a new job: version 1, active unless `isActive: false`, created now unless the author says when,
 * closing 60 days from now unless the input says when.
 * Pure, so the benchmark's bulk seeding (scripts/bench/harness/job-items.ts) builds exactly what createJob writes.
 */
export function newJobRecord(id: number, input: JobInput, author: JobAuthor, categories: Category[]): JobRecord {
  const base = {
    id,
    companyId: author.company.id,
    companyName: author.company.name,
    ...(author.company.logo ? { companyLogo: author.company.logo } : {}),
    createdAt: author.createdAt ?? new Date().toISOString(),
    postedBy: author.postedBy,
    version: 1,
  };
  const { salaryMin: _min, salaryMax: _max, currency: _currency, period: _period, ...rest } = input;
  const fields = {
    ...rest,
    isActive: input.isActive ?? true,
    closingDate: input.closingDate ?? defaultClosingDate(),
    pay: payFrom(input),
  };
  return buildRecord(base, fields, categories);
}

/**
 * The transaction turning `before` into `after` (either may be missing: create, delete). `company` is the company
 * as just read: its count moves together with its directory keys (company-directory.ts). Without it (the bench's
 * bulk path, which sets the counts afterwards) the count item is only named, with a plain ADD.
 */
export function jobWrites(
  before: JobRecord | undefined,
  after: JobRecord | undefined,
  company?: DirectoryState,
): TransactItem[] {
  const TableName = tableName();
  const job = (after ?? before) as JobRecord;
  const items: TransactItem[] = [];
  const versionCheck = before
    ? { ConditionExpression: '#version = :version', ExpressionAttributeNames: { '#version': 'version' } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const versionValue = before ? { ExpressionAttributeValues: { ':version': before.version } } : {};
  if (after) {
    const Item = { ...keys.job(after.id), ...keys.companyJob(after.companyId, after.createdAt, after.id), ...after };
    items.push({ Put: { TableName, Item: { ...Item, type: 'job' }, ...versionCheck, ...versionValue } });
  } else {
    items.push({ Delete: { TableName, Key: keys.job(job.id), ...versionCheck, ...versionValue } });
  }

  const counts = new Map<string, { key: Record<string, string>; delta: number }>();
  const count = (key: Record<string, string>, delta: number) => {
    const id = `${key.pk}|${key.sk}`;
    counts.set(id, { key, delta: (counts.get(id)?.delta ?? 0) + delta });
  };
  for (const [record, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!record || !isListed(record)) continue;
    count(keys.company(record.companyId), sign);
    for (const categoryId of record.categoryIds) count(keys.category(categoryId), sign);
  }
  for (const { key, delta } of counts.values()) {
    if (delta === 0) continue;
    if (company && key.pk === keys.company(company.id).pk) {
      items.push({ Update: directoryUpdate(company, { name: company.name, jobCount: company.jobCount + delta }) });
      continue;
    }
    items.push({
      Update: {
        TableName,
        Key: key,
        UpdateExpression: 'ADD jobCount :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':delta': delta },
      },
    });
  }
  return items;
}

/**
 * Builds and runs the transaction from the company as read. A concurrent transaction on a shared count item, or a
 * company whose count or name moved since it was read, is tried again with a fresh read (the one retry policy, ../retrying.ts).
 */
async function write(
  companyId: number,
  build: (company: DirectoryState) => TransactItem[],
): Promise<{ ok: true } | JobWriteRefusal> {
  const companyPk = keys.company(companyId).pk;
  const companyMoved = (codes: (string | undefined)[], items: TransactItems) =>
    items.some((item, i) => item.Update?.Key?.pk === companyPk && codes[i] === 'ConditionalCheckFailed');
  let codes: CancellationCodes;
  try {
    codes = await transact(async () => {
      const company = await readDirectoryState(companyId);
      if (!company) throw new CompanyGone();
      return build(company);
    }, companyMoved);
  } catch (error) {
    if (error instanceof CompanyGone) return { ok: false, reason: 'company-missing' };
    throw error;
  }
  if (codes.length === 0) return { ok: true };
  if (codes[0] === 'ConditionalCheckFailed') return { ok: false, reason: 'changed-meanwhile' };
  return { ok: false, reason: 'company-missing' };
}

/** Ends a write's tries when its company is gone; `write` answers it as the 'company-missing' outcome. */
class CompanyGone extends Error {}

/** Posts a job for a company (from the session, never from the body). Active unless `isActive: false`. */
export async function createJob(
  input: JobInput,
  author: JobAuthor,
): Promise<{ ok: true; job: Job } | JobWriteRefusal | JobInputRefusal> {
  const resolved = await resolveCategories(input.categories ?? []);
  if (!resolved.ok) return resolved;
  const id = await nextId('job');
  const record = newJobRecord(id, input, author, resolved.categories);
  const written = await write(record.companyId, (company) => jobWrites(undefined, record, company));
  return written.ok ? { ok: true, job: toJob(record) } : written;
}

/**
 * Edits any fields, or activates / deactivates the job (`{ isActive }`). A field given as undefined is cleared
 * (salary, experience; the closing date goes back to the default, 60 days from now); a missing field is kept.
 * The pay fields change together; a new free-text salary without them sets the pay it can be read as. A job past
 * its closing date is reactivated only with a new closing date.
 */
export function updateJob(id: number, changes: JobChanges): Promise<JobWrite> {
  return rewriteJob(id, changes);
}

/** What a job shows of its company, copied onto it so a card needs no second read. */
export interface JobCompany {
  name: string;
  logo?: string;
}

/**
 * After a company renames itself or changes its logo its jobs follow: the name and logo shown on cards and the
 * company words in the search index. One transaction per job, like any edit, each a follow-up (`followUp`).
 */
export async function syncCompanyOnJobs(companyId: number, company: JobCompany): Promise<void> {
  for (const job of await listCompanyJobs(companyId)) {
    if (job.companyName !== company.name || job.companyLogo !== company.logo) {
      await followUp(() => rewriteJob(job.id, {}, company));
    }
  }
}

/**
 * A job write that follows a change already made (a company renamed or suspended, an account deleted, a job
 * reported): a job edited meanwhile is read and written again; a job gone meanwhile leaves nothing to follow. Any
 * other refusal, or a job still changing after three tries, is a fault, not an answer for a person: it throws (a
 * 500, or a worker's failed run).
 */
export async function followUp(attempt: () => Promise<{ ok: true } | { ok: false; reason: string }>): Promise<void> {
  for (let tries = 1; tries <= 3; tries++) {
    const outcome = await attempt();
    if (outcome.ok || outcome.reason === 'missing') return;
    if (outcome.reason !== 'changed-meanwhile') throw new Error(`A follow-up job write was refused: ${outcome.reason}`);
  }
  throw new Error('A job kept changing while a follow-up write was made to it');
}

async function rewriteJob(id: number, changes: JobChanges, company?: JobCompany): Promise<JobWrite> {
  const before = await getJobRecord(id);
  if (!before) return { ok: false, reason: 'missing' };
  const merged = { ...before, ...changes, isActive: changes.isActive ?? before.isActive };
  const { title, description, requirements, location, jobType, workArrangement, salary, experience } = merged;
  const { categories, skills, isActive } = merged;
  const closingDate = 'closingDate' in changes ? (changes.closingDate ?? defaultClosingDate()) : before.closingDate;
  if (isActive && !before.isActive && isPastClosing(closingDate)) return { ok: false, reason: 'closing-date-passed' };
  const fields: Fields = {
    title,
    description,
    requirements,
    location,
    jobType,
    contractType: contractTypeOf(before.jobType),
    workArrangement,
    salary,
    experience,
    categories,
    skills,
    isActive,
    ...(closingDate ? { closingDate } : {}),
    pay: payOfChanges(before, changes),
  };
  const now = new Date().toISOString();
  const base = {
    id,
    companyId: before.companyId,
    companyName: company?.name ?? before.companyName,
    ...logoOf(company ? company.logo : before.companyLogo),
    createdAt: before.createdAt,
    updatedAt: now,
    postedBy: before.postedBy,
    version: before.version + 1,
    ...moderationMarksOf(before),
    ...stillHiringAfterEdit(before, isActive, now),
  };
  const resolved = await resolveCategories(fields.categories ?? []);
  if (!resolved.ok) return resolved;
  const after = buildRecord(base, fields, resolved.categories);
  const written = await write(before.companyId, (company) => jobWrites(before, after, company));
  return written.ok ? { ok: true, job: toJob(after) } : written;
}

/**
 * Still hiring? across an edit: opening a closed job again (a repost) is the company saying it is hiring, so the
 * job counts as confirmed now and any question or unconfirmed close is over; closing it ends the question.
 */
function stillHiringAfterEdit(before: JobRecord, isActive: boolean, now: string): StillHiringMarks {
  const marks = stillHiringMarksOf(before);
  if (isActive && !before.isActive) return { confirmedOpenAt: now };
  if (!isActive) delete marks.stillHiringAskedAt;
  return marks;
}

const logoOf = (logo: string | undefined) => (logo ? { companyLogo: logo } : {});

/** The pay after an edit: the pay fields sent, or what a new free-text salary says, or the pay the job had. */
function payOfChanges(before: JobRecord, changes: JobChanges): Pay | undefined {
  if (PAY_FIELDS.some((field) => field in changes)) return payOf(changes);
  if ('salary' in changes) return readSalaryText(changes.salary);
  return payOf(before);
}

/**
 * Deletes the job, its search entries and its share of the counts; returns what was deleted (for snapshots).
 * `alongside` are written in the same transaction (the admin's audit entry).
 */
export async function deleteJob(
  id: number,
  alongside: TransactItem[] = [],
): Promise<{ ok: true; job: Job } | JobMissing | JobWriteRefusal> {
  const before = await getJobRecord(id);
  if (!before) return { ok: false, reason: 'missing' };
  const written = await write(before.companyId, (company) => [...jobWrites(before, undefined, company), ...alongside]);
  return written.ok ? { ok: true, job: toJob(before) } : written;
}

/**
 * Sets (a time; the admin's reason beside its mark) or clears (undefined) moderation marks of a job
 * (job-visibility.ts), in one transaction with the counts it moves and `alongside` (the audit entry, the moderation
 * case), built from the job as read. Setting a mark withdraws a pending "Still hiring?": a hidden job cannot be
 * confirmed, and its days to answer must not run out meanwhile; once it is listed again, the next run asks afresh.
 */
export async function markJob(
  id: number,
  marks: { [Field in keyof (JobModerationMarks & JobModerationNotes)]?: string | undefined },
  alongside: (before: JobRecord) => TransactItem[] = () => [],
): Promise<JobRevision> {
  const before = await getJobRecord(id);
  if (!before) return { ok: false, reason: 'missing' };
  const after: JobRecord = { ...before, ...marks, version: before.version + 1 };
  for (const [mark, value] of Object.entries(marks)) {
    if (value === undefined) delete after[mark as keyof (JobModerationMarks & JobModerationNotes)];
  }
  if (moderationStates(after).length > 0) delete after.stillHiringAskedAt;
  const written = await write(before.companyId, (company) => [
    ...jobWrites(before, after, company),
    ...alongside(before),
  ]);
  return written.ok ? { ok: true, before, after } : written;
}

/**
 * Rewrites the job as `revise` returns it (undefined: nothing to do), with a new version, in one transaction with
 * the counts it moves and `alongside` (an audit entry). The still-hiring question uses it (db/jobs/still-hiring.ts).
 * `'unchanged'` when `revise` found nothing to do.
 */
export async function reviseJob(
  id: number,
  revise: (before: JobRecord) => JobRecord | undefined,
  alongside: (before: JobRecord) => TransactItem[] = () => [],
): Promise<JobRevision | { ok: false; reason: 'unchanged' }> {
  const before = await getJobRecord(id);
  if (!before) return { ok: false, reason: 'missing' };
  const revised = revise(before);
  if (!revised) return { ok: false, reason: 'unchanged' };
  const after: JobRecord = { ...revised, version: before.version + 1 };
  const written = await write(before.companyId, (company) => [
    ...jobWrites(before, after, company),
    ...alongside(before),
  ]);
  return written.ok ? { ok: true, before, after } : written;
}
