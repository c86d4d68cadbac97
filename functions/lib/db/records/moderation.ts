/** Reading the moderation items: a job's case in the admin's queue, and the reports filed on it. */
import * as v from 'valibot';
import { REPORT_REASONS } from '../../../../shared/constants.js';
import { readRecord } from './read-record.js';

/** What any case item holds; a case closed before it was ever opened (an admin acting unasked) has no more. */
const caseItemSchema = v.object({
  // Users' open reports, and signed-out visitors' (counted apart: they never hide a job).
  reportCount: v.optional(v.number(), 0),
  anonymousReportCount: v.optional(v.number(), 0),
  // When the case last left the queue: reports filed before it are history.
  closedAt: v.optional(v.string()),
});

export type CaseRecord = v.InferOutput<typeof caseItemSchema>;

export const fromCaseItem = (item: Record<string, unknown>): CaseRecord =>
  readRecord('moderation case', caseItemSchema, item);

/** A case in the queue: opened by a report, so it names its job and when it last changed. */
const queuedCaseItemSchema = v.object({ ...caseItemSchema.entries, jobId: v.number(), updatedAt: v.string() });

export const fromQueuedCaseItem = (item: Record<string, unknown>) =>
  readRecord('moderation case', queuedCaseItemSchema, item);

const reportItemSchema = v.object({
  sk: v.string(),
  userId: v.optional(v.number()),
  reporterName: v.optional(v.string()),
  anonymous: v.optional(v.literal(true)),
  email: v.optional(v.string()),
  reason: v.picklist(REPORT_REASONS),
  details: v.optional(v.string()),
  createdAt: v.string(),
});

export type ReportRecord = v.InferOutput<typeof reportItemSchema>;

export const fromReportItem = (item: Record<string, unknown>): ReportRecord =>
  readRecord('report', reportItemSchema, item);

/** A case's open reports: users' and signed-out visitors'. */
export const openReportsOf = (record: CaseRecord): number => record.reportCount + record.anonymousReportCount;
