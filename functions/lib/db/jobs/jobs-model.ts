/**
 * The job as stored (JobRecord): the full job plus what writes and the search index need later (category ids, a
 * version for optimistic locking). The posting entries derived from it are written by the
 * stream indexer (search/postings.ts, workers/index-jobs.ts).
 */
import {
  contractTypeOf,
  DEFAULT_WORK_ARRANGEMENT,
  type JobType,
  type WorkArrangement,
} from '../../../../shared/constants.js';
import { payOf } from '../../../../shared/pay/pay.js';
import type { Job, JobSummary } from '../../../../shared/types.js';
import { type JobModerationMarks, type JobModerationNotes, moderationStates } from './job-visibility.js';

/** The still-hiring question's state on a job (db/jobs/still-hiring.ts); each holds when it happened. */
export interface StillHiringMarks {
  confirmedOpenAt?: string;
  stillHiringAskedAt?: string;
  closedUnconfirmedAt?: string;
}

/** The still-hiring marks a stored job carries (to keep them across an edit). */
export function stillHiringMarksOf(job: StillHiringMarks): StillHiringMarks {
  return {
    ...(job.confirmedOpenAt ? { confirmedOpenAt: job.confirmedOpenAt } : {}),
    ...(job.stillHiringAskedAt ? { stillHiringAskedAt: job.stillHiringAskedAt } : {}),
    ...(job.closedUnconfirmedAt ? { closedUnconfirmedAt: job.closedUnconfirmedAt } : {}),
  };
}

export interface JobRecord
  extends Omit<Job, 'workArrangement' | 'jobType' | 'deactivationReason'>,
    JobModerationMarks,
    JobModerationNotes,
    StillHiringMarks {
  /** A contract type; `remote` on jobs stored before remote became an arrangement only: read through contractTypeOf. */
  jobType: JobType;
  /** Absent on jobs stored before the field existed: read through workArrangementOf. */
  workArrangement?: WorkArrangement;
  /** Bumped by every write; updates and deletes are conditional on it, so a racing edit cannot leave stale entries. */
  version: number;
  categoryIds: number[];
}

/** Cards clamp the description to 3 lines: ~300 characters is plenty and keeps each entry small. */
export const SUMMARY_DESCRIPTION_LENGTH = 300;

/**
 * The description as one run of text for a card or a snippet: list marks ("- ", "* ", "1. ") dropped, and each
 * line that ends without punctuation closed with a full stop, so list items do not run together.
 */
export function summarize(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  const flat = lines
    .map((line, i) => (i < lines.length - 1 && !/[.!?:;,…]$/.test(line) ? `${line}.` : line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= SUMMARY_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * One meaning of remote: a job sent (or stored before) with the job type `remote` is a remote job; otherwise the
 * arrangement given; without one (a client that does not send it, jobs stored before the field existed), a
 * location naming "Remote" or "Hybrid" says it, and on-site otherwise.
 */
export function workArrangementOf(
  jobType: JobType,
  given: WorkArrangement | undefined,
  location: string,
): WorkArrangement {
  if (jobType === 'remote') return 'remote';
  if (given) return given;
  if (/\bremote\b/i.test(location)) return 'remote';
  if (/\bhybrid\b/i.test(location)) return 'hybrid';
  return DEFAULT_WORK_ARRANGEMENT;
}

/** The API's job: only its fields, never the bookkeeping. */
export function toJob(record: JobRecord): Job {
  // Jobs stored before structured pay held yearly guesses under salaryMin/Max, without currency: not pay.
  const pay = payOf(record);
  return {
    id: record.id,
    companyId: record.companyId,
    companyName: record.companyName,
    ...(record.companyLogo ? { companyLogo: record.companyLogo } : {}),
    title: record.title,
    description: record.description,
    requirements: record.requirements,
    location: record.location,
    ...(record.salary ? { salary: record.salary } : {}),
    ...pay,
    ...(record.closingDate ? { closingDate: record.closingDate } : {}),
    jobType: contractTypeOf(record.jobType),
    workArrangement: workArrangementOf(record.jobType, record.workArrangement, record.location),
    ...(record.experience ? { experience: record.experience } : {}),
    categories: record.categories,
    skills: record.skills,
    createdAt: record.createdAt,
    ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}),
    postedBy: record.postedBy,
    isActive: record.isActive,
    ...withModeration(record),
    ...stillHiringMarksOf(record),
  };
}

/** What a card shows of a job (a list answer's summary); callers cut the description where it is still whole. */
export function toCard(
  job: Omit<Job, 'requirements' | 'postedBy' | 'updatedAt' | 'stillHiringAskedAt' | 'closedUnconfirmedAt'>,
): JobSummary {
  return {
    id: job.id,
    companyId: job.companyId,
    companyName: job.companyName,
    ...(job.companyLogo ? { companyLogo: job.companyLogo } : {}),
    title: job.title,
    description: job.description,
    location: job.location,
    ...(job.salary ? { salary: job.salary } : {}),
    ...payOf(job),
    ...(job.closingDate ? { closingDate: job.closingDate } : {}),
    jobType: job.jobType,
    workArrangement: job.workArrangement,
    ...(job.experience ? { experience: job.experience } : {}),
    categories: job.categories,
    skills: job.skills,
    createdAt: job.createdAt,
    ...(job.confirmedOpenAt ? { confirmedOpenAt: job.confirmedOpenAt } : {}),
    isActive: job.isActive,
  };
}

/**
 * Only the company and the admin ever read a moderated job (the public answer of one is a 404), so the admin's reason
 * for deactivating it goes with it: its company's dashboard says why.
 */
function withModeration(record: JobRecord): Pick<Job, 'moderation' | 'deactivationReason'> {
  const moderation = moderationStates(record);
  if (moderation.length === 0) return {};
  const reason = record.deactivatedByAdminAt ? record.deactivatedByAdminReason : undefined;
  return { moderation, ...(reason ? { deactivationReason: reason } : {}) };
}
