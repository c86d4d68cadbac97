/**
 * Reading job items: the whole stored job (JobRecord) and the card fields alone (what the search's projected
 * BatchGet and the saved-job snapshots hold).
 */
import * as v from 'valibot';
import { contractTypeOf, EXPERIENCE_LEVELS, JOB_TYPES, WORK_ARRANGEMENTS } from '../../../../shared/constants.js';
import { CURRENCIES } from '../../../../shared/pay/exchange-rates.js';
import { PAY_PERIODS } from '../../../../shared/pay/pay-period.js';
import type { Job, JobSummary } from '../../../../shared/types.js';
import { type JobRecord, toCard, toJob, workArrangementOf } from '../jobs/jobs-model.js';
import { readRecord } from './read-record.js';

const jobItemSchema = v.object({
  id: v.number(),
  companyId: v.number(),
  companyName: v.string(),
  companyLogo: v.optional(v.string()),
  title: v.string(),
  description: v.string(),
  requirements: v.string(),
  location: v.string(),
  salary: v.optional(v.string()),
  jobType: v.picklist(JOB_TYPES),
  workArrangement: v.optional(v.picklist(WORK_ARRANGEMENTS)),
  experience: v.optional(v.picklist(EXPERIENCE_LEVELS)),
  // Jobs stored before these lists existed have none: read as empty.
  categories: v.optional(v.array(v.string()), () => []),
  skills: v.optional(v.array(v.string()), () => []),
  createdAt: v.string(),
  updatedAt: v.optional(v.string()),
  postedBy: v.number(),
  isActive: v.boolean(),
  version: v.number(),
  categoryIds: v.optional(v.array(v.number()), () => []),
  // Structured pay (all four or none; older items hold yearly guesses under salaryMin/Max without a currency,
  // which toJob ignores) and the closing date.
  salaryMin: v.optional(v.number()),
  salaryMax: v.optional(v.number()),
  currency: v.optional(v.picklist(CURRENCIES)),
  period: v.optional(v.picklist(PAY_PERIODS)),
  closingDate: v.optional(v.string()),
  // Moderation marks (job-visibility.ts): when each was set.
  hiddenForReviewAt: v.optional(v.string()),
  deactivatedByAdminAt: v.optional(v.string()),
  deactivatedByAdminReason: v.optional(v.string()),
  companySuspendedAt: v.optional(v.string()),
  // Still hiring? (db/jobs/still-hiring.ts)
  confirmedOpenAt: v.optional(v.string()),
  stillHiringAskedAt: v.optional(v.string()),
  closedUnconfirmedAt: v.optional(v.string()),
});

export const jobCardItemSchema = v.omit(jobItemSchema, [
  'requirements',
  'postedBy',
  'updatedAt',
  'version',
  'categoryIds',
  'deactivatedByAdminReason',
  'stillHiringAskedAt',
  'closedUnconfirmedAt',
]);

/** The job as stored, with its bookkeeping (what writes and the search indexer build on). */
export const readJobItem = (item: Record<string, unknown>): JobRecord => readRecord('job', jobItemSchema, item);

export const fromJobItem = (item: Record<string, unknown>): Job => toJob(readJobItem(item));

/** The card fields of a job item or a stored card, with its moderation marks (to tell whether it is listed). */
export type JobCardItem = v.InferOutput<typeof jobCardItemSchema>;

export const readJobCardItem = (item: Record<string, unknown>): JobCardItem =>
  readRecord('job card', jobCardItemSchema, item);

/** A card from a job item or a stored card; the description is returned as stored. */
export const fromJobCardItem = (item: Record<string, unknown>): JobSummary => toCardOf(readJobCardItem(item));

/** The card of fields read through jobCardItemSchema. */
export const toCardOf = (card: JobCardItem): JobSummary =>
  toCard({
    ...card,
    jobType: contractTypeOf(card.jobType),
    workArrangement: workArrangementOf(card.jobType, card.workArrangement, card.location),
  });

/** The fields near-duplicate detection compares (near-duplicates.ts reads only these). */
const jobTextItemSchema = v.pick(jobItemSchema, [
  'id',
  'companyId',
  'companyName',
  'title',
  'description',
  'requirements',
]);

export const readJobTextItem = (item: Record<string, unknown>) => readRecord('job', jobTextItemSchema, item);
