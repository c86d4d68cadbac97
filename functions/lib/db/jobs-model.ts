/**
 * The job as stored (JobRecord) and the search entry derived from it. The job item keeps the full job plus what
 * the writes need later (its index terms, category ids, a version for optimistic locking); each search entry
 * carries the card summary and the attributes the filters test, so a page of results needs no second read.
 */
import { DEFAULT_WORK_ARRANGEMENT, type JobType, type WorkArrangement } from '../../../shared/constants.js';
import type { Job, JobSummary } from '../../../shared/types.js';
import { locationPhrase } from '../search/terms.js';
import { keys } from './keys.js';

export interface JobRecord extends Job {
  /** Bumped by every write; updates and deletes are conditional on it, so a racing edit cannot leave stale entries. */
  version: number;
  /** The index terms (search/terms.ts) the job has entries for while active. */
  terms: string[];
  categoryIds: number[];
  /** Yearly figures read from `salary` (jobs-salary.ts), for the salary filter. */
  salaryMin?: number;
  salaryMax?: number;
}

/** Cards clamp the description to 3 lines: ~300 characters is plenty and keeps each entry small. */
export const SUMMARY_DESCRIPTION_LENGTH = 300;

export function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * One meaning of remote: a job whose job type is `remote` (the spec's job types) is a remote job; otherwise the
 * arrangement given, on-site when none was given (jobs stored before the field existed included).
 */
export function workArrangementOf(jobType: JobType, given: WorkArrangement | undefined): WorkArrangement {
  return jobType === 'remote' ? 'remote' : (given ?? DEFAULT_WORK_ARRANGEMENT);
}

export function toJob(item: Record<string, unknown>): Job {
  const record = item as unknown as JobRecord;
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
    jobType: record.jobType,
    workArrangement: workArrangementOf(record.jobType, record.workArrangement),
    ...(record.experience ? { experience: record.experience } : {}),
    categories: record.categories ?? [],
    skills: record.skills ?? [],
    createdAt: record.createdAt,
    ...(record.updatedAt ? { updatedAt: record.updatedAt } : {}),
    postedBy: record.postedBy,
    isActive: record.isActive,
  };
}

export function toSummary(item: Record<string, unknown>): JobSummary {
  const { requirements: _requirements, postedBy: _postedBy, updatedAt: _updatedAt, ...rest } = toJob(item);
  return rest;
}

/** The attributes every search entry of a job shares (the key is added per term). */
export function entryBody(job: JobRecord): Record<string, unknown> {
  return {
    type: 'jobTerm',
    ...toSummary(job as unknown as Record<string, unknown>),
    description: summarize(job.description),
    terms: new Set(job.terms),
    loc: locationPhrase(job.location),
    ...(job.salaryMin === undefined ? {} : { salaryMin: job.salaryMin, salaryMax: job.salaryMax }),
  };
}

export const entryKey = (term: string, job: Pick<JobRecord, 'createdAt' | 'id'>) =>
  keys.jobTermEntry(term, job.createdAt, job.id);
