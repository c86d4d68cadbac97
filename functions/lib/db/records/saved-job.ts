/** Reading a seeker's bookmarks (each with the job's card as it was when saved) and their set of saved job ids. */
import * as v from 'valibot';
import type { JobSummary } from '../../../../shared/types.js';
import { jobCardItemSchema, toCardOf } from './job.js';
import { readRecord } from './read-record.js';

const savedJobItemSchema = v.object({ jobId: v.number(), savedAt: v.string(), job: jobCardItemSchema });

export interface Bookmark {
  jobId: number;
  savedAt: string;
  job: JobSummary;
}

export function fromSavedJobItem(item: Record<string, unknown>): Bookmark {
  const { jobId, savedAt, job } = readRecord('saved job', savedJobItemSchema, item);
  return { jobId, savedAt, job: toCardOf(job) };
}

/** The document client reads a number set as a Set; the last removal deletes the attribute (no ids). */
const savedJobIdsItemSchema = v.object({ jobIds: v.optional(v.set(v.number())) });

export function readSavedJobIds(item: Record<string, unknown>): number[] {
  const { jobIds } = readRecord('saved job ids', savedJobIdsItemSchema, item);
  return [...(jobIds ?? [])].sort((a, b) => a - b);
}
