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
  // With jobRemoved: the job went because its company deleted its account.
  companyClosed: v.optional(v.boolean()),
  statusChangedAt: v.optional(v.string()),
  statusChangedBy: v.optional(v.number()),
  // The company's note to the applicant with its decision.
  decisionMessage: v.optional(v.string()),
  // When the company first opened it, and the reminders it got while pending (application-answers.ts).
  viewedAt: v.optional(v.string()),
  reminders: v.optional(v.number()),
  // Set with a decision once its delay is in the company's response-time histogram (response-time.ts).
  decisionCounted: v.optional(v.boolean()),
  // Applied with the saved CV: the copy's name, size and type (the file is at cvKeys.application(id)).
  cv: v.optional(v.object({ name: cvFileEntries.name, size: cvFileEntries.size, type: cvFileEntries.type })),
  // What the CV reader found of the job's skills in that CV (lib/matching/applicant-skills.ts); never answered.
  cvSkills: v.optional(v.object({ checked: v.array(v.string()), found: v.array(v.string()) })),
});

/** What the reading of an application's CV found: the job's skills it looked for, and those it found. */
export type CvSkills = NonNullable<v.InferOutput<typeof applicationItemSchema>['cvSkills']>;

export function fromApplicationItem(item: Record<string, unknown>): Application {
  return fromApplicationItemWithCvSkills(item).application;
}

/** The application and, for the company's view of its skills, what was read of its CV. */
export function fromApplicationItemWithCvSkills(item: Record<string, unknown>): {
  application: Application;
  cvSkills?: CvSkills;
} {
  const { decisionCounted: _, cvSkills, ...application } = readRecord('application', applicationItemSchema, item);
  return { application, ...(cvSkills ? { cvSkills } : {}) };
}

const digestLineSchema = v.pick(applicationItemSchema, ['id', 'jobTitle', 'applicantName', 'submittedAt', 'status']);

export type DigestLine = v.InferOutput<typeof digestLineSchema>;

export const fromDigestLineItem = (item: Record<string, unknown>): DigestLine =>
  readRecord('application', digestLineSchema, item);

/** What the response-time migration reads of an application (response-time.ts). */
const decisionSchema = v.pick(applicationItemSchema, [
  'id',
  'companyId',
  'status',
  'submittedAt',
  'statusChangedAt',
  'decisionCounted',
]);

export type DecisionLine = v.InferOutput<typeof decisionSchema>;

export const fromDecisionItem = (item: Record<string, unknown>): DecisionLine =>
  readRecord('application', decisionSchema, item);
