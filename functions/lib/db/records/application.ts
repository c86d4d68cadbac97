/** Reading application items into the API's Application, and the lines of a daily summary (a projection). */
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../../../../shared/constants.js';
import type { Application } from '../../../../shared/types.js';
import { cvFileEntries } from './cv-file.js';
import { readRecord } from './read-record.js';

const applicationItemSchema = v.object({
  id: v.number(),
  jobId: v.number(),
  userId: v.number(),
  resume: v.string(),
  coverLetter: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  submittedAt: v.string(),
  jobTitle: v.string(),
  companyId: v.number(),
  companyName: v.string(),
  applicantName: v.optional(v.string()),
  applicantEmail: v.optional(v.string()),
  jobRemoved: v.optional(v.boolean()),
  statusChangedAt: v.optional(v.string()),
  statusChangedBy: v.optional(v.number()),
  // The company's note to the applicant with its decision.
  decisionMessage: v.optional(v.string()),
  // Applied with the saved CV: the copy's name, size and type (the file is at cvKeys.application(id)).
  cv: v.optional(v.object({ name: cvFileEntries.name, size: cvFileEntries.size, type: cvFileEntries.type })),
});

export const fromApplicationItem = (item: Record<string, unknown>): Application =>
  readRecord('application', applicationItemSchema, item);

const digestLineSchema = v.pick(applicationItemSchema, ['id', 'jobTitle', 'applicantName', 'submittedAt', 'status']);

export type DigestLine = v.InferOutput<typeof digestLineSchema>;

export const fromDigestLineItem = (item: Record<string, unknown>): DigestLine =>
  readRecord('application', digestLineSchema, item);

/** What the company page's response time reads of an application (a projection). */
const decisionSchema = v.pick(applicationItemSchema, ['status', 'submittedAt', 'statusChangedAt']);

export type DecisionLine = v.InferOutput<typeof decisionSchema>;

export const fromDecisionItem = (item: Record<string, unknown>): DecisionLine =>
  readRecord('application', decisionSchema, item);
