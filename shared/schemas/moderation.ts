/**
 * Payloads of moderation: a user's or a signed-out visitor's report of a job, an admin's action on a job or a company (each with
 * the reason the audit log keeps), and the page queries of the admin desk's lists.
 */
import * as v from 'valibot';
import {
  DESK_PAGE_DEFAULT,
  DESK_PAGE_MAX,
  REASON_MAX,
  REASON_MIN,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from '../constants.js';
import { moderationMessages } from '../texts/moderation-texts.js';
import { accountMessages, validation } from '../texts.js';
import { emailField } from './auth.js';
import { optionalNote, optionalQueryText, wholeNumberTextOr } from './fields.js';

export const reportSchema = v.object(
  {
    reason: v.pipe(
      v.optional(v.string(moderationMessages.reportReason), ''),
      v.picklist(REPORT_REASONS, moderationMessages.reportReason),
    ),
    details: optionalNote(REPORT_DETAILS_MAX, moderationMessages.reportDetailsMax),
    /** A signed-out reporter's address for a follow-up, if they want one (empty: none). */
    email: v.optional(
      v.union([v.pipe(v.string(), v.trim(), v.length(0)), emailField(validation.email)], validation.email),
      '',
    ),
  },
  accountMessages.bodyNotObject,
);
export type ReportInput = v.InferOutput<typeof reportSchema>;

/** The reason every admin action carries into the audit log. */
const reason = v.pipe(
  v.optional(v.string(moderationMessages.reasonRequired), ''),
  v.trim(),
  v.minLength(REASON_MIN, moderationMessages.reasonRequired),
  v.maxLength(REASON_MAX, moderationMessages.reasonMax),
);

/**
 * - deactivate: the job leaves search, lists and its page until an admin restores it (its company cannot undo it);
 * - restore: the job is listed again (as its company left it) and its open reports are closed; also dismisses the
 *   reports of a job that is still listed;
 * - delete: the job is gone for good, with its reports.
 */
export const JOB_MODERATION_ACTIONS = ['deactivate', 'restore', 'delete'] as const;
export type JobModerationAction = (typeof JOB_MODERATION_ACTIONS)[number];

export const jobModerationSchema = v.object(
  {
    action: v.pipe(
      v.optional(v.string(moderationMessages.action), ''),
      v.picklist(JOB_MODERATION_ACTIONS, moderationMessages.action),
    ),
    reason,
  },
  accountMessages.bodyNotObject,
);

export const suspensionSchema = v.object(
  { suspended: v.boolean(moderationMessages.suspended), reason },
  accountMessages.bodyNotObject,
);

export const deskPageQuerySchema = v.object({
  limit: wholeNumberTextOr('limit', 1, DESK_PAGE_MAX, DESK_PAGE_DEFAULT),
  cursor: optionalQueryText('cursor', 2000),
});
