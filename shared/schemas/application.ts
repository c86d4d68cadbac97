/**
 * Payloads of applying to a job and deciding an application. jobId/userId in a body are dropped (the session
 * says who applies; the path says to which job). A missing field answers like an empty one ('Resume is required'),
 * not with valibot's generic "Invalid key" text.
 *
 * An application carries either a pasted resume with a cover letter (both required, as always) or, with
 * `source: 'saved-cv'`, the seeker's saved CV file and an optional cover letter.
 */
import * as v from 'valibot';
import { APPLICATION_MAIL_SETTINGS } from '../constants.js';
import { groupDigits } from '../group-digits.js';
import { accountMessages } from '../texts.js';
import { optionalNote } from './fields.js';

export const RESUME_MAX = 20_000;
export const COVER_LETTER_MAX = 10_000;
/** The optional note to the applicant that goes with a decision (and into their email). */
export const DECISION_MESSAGE_MAX = 1_000;

export const applicationMessages = {
  resumeRequired: 'Resume is required',
  resumeMax: `Resume must be at most ${groupDigits(RESUME_MAX)} characters`,
  coverLetterRequired: 'Cover letter is required',
  coverLetterMax: `Cover letter must be at most ${groupDigits(COVER_LETTER_MAX)} characters`,
  source: 'Choose your saved CV or paste your resume',
  status: 'Status must be approved or rejected',
  decisionMessage: `The message to the applicant must be at most ${groupDigits(DECISION_MESSAGE_MAX)} characters`,
  applicationMail: 'Application emails must be each, daily or none',
} as const;

const requiredText = (requiredMessage: string, max: number, maxMessage: string) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, maxMessage),
  );

const pastedResume = v.object(
  {
    source: v.optional(v.literal('text', applicationMessages.source), 'text'),
    resume: requiredText(applicationMessages.resumeRequired, RESUME_MAX, applicationMessages.resumeMax),
    coverLetter: requiredText(
      applicationMessages.coverLetterRequired,
      COVER_LETTER_MAX,
      applicationMessages.coverLetterMax,
    ),
  },
  accountMessages.bodyNotObject,
);

const savedCv = v.object(
  {
    source: v.literal('saved-cv', applicationMessages.source),
    coverLetter: optionalNote(COVER_LETTER_MAX, applicationMessages.coverLetterMax),
  },
  accountMessages.bodyNotObject,
);

export const applySchema = v.pipe(
  v.looseObject({}, accountMessages.bodyNotObject),
  v.variant('source', [savedCv, pastedResume], applicationMessages.source),
);
export type ApplyInput = v.InferOutput<typeof applySchema>;

/**
 * Only a decision: 'pending' (or anything else) is refused, since an application never moves back. `message` is an
 * optional note to the applicant, shown with the application and included in their decision email.
 */
export const DECISIONS = ['approved', 'rejected'] as const;
export const statusUpdateSchema = v.object(
  {
    status: v.pipe(
      v.optional(v.string(applicationMessages.status), ''),
      v.picklist(DECISIONS, applicationMessages.status),
    ),
    message: optionalNote(DECISION_MESSAGE_MAX, applicationMessages.decisionMessage),
  },
  accountMessages.bodyNotObject,
);
export type StatusUpdateInput = v.InferOutput<typeof statusUpdateSchema>;

/** A company's choice of application emails: one per application, a daily summary, or none. */
export const applicationMailSchema = v.object(
  {
    applicationMail: v.pipe(
      v.optional(v.string(applicationMessages.applicationMail), ''),
      v.picklist(APPLICATION_MAIL_SETTINGS, applicationMessages.applicationMail),
    ),
  },
  accountMessages.bodyNotObject,
);
