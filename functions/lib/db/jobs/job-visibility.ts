/**
 * Whether the public sees a job: in search and lists, in the open-job counts, its page and API answer found, open
 * to applications and bookmarks. Two things decide it: the company's own switch (`isActive`) and the moderation
 * marks, each a field of its own holding when it was set, so another lifecycle can add its rule beside them:
 * - `hiddenForReviewAt`: reported by REPORTS_TO_HIDE different users; hidden until an admin restores or deletes it;
 * - `deactivatedByAdminAt`: an admin took it down; only an admin restores it (the company's switch cannot); the
 *   admin's reason beside it (`deactivatedByAdminReason`), for its company to read on the dashboard;
 * - `companySuspendedAt`: its company is suspended; lifted with the suspension.
 */
import type { JobModerationState } from '../../../../shared/moderation-types.js';

export interface JobModerationMarks {
  hiddenForReviewAt?: string;
  deactivatedByAdminAt?: string;
  companySuspendedAt?: string;
}
export type JobModerationMark = keyof JobModerationMarks;

/** What an admin wrote when deactivating the job, kept with the mark so its company learns why. */
export interface JobModerationNotes {
  deactivatedByAdminReason?: string;
}

const states: Record<JobModerationMark, JobModerationState> = {
  hiddenForReviewAt: 'hidden-for-review',
  deactivatedByAdminAt: 'deactivated-by-admin',
  companySuspendedAt: 'company-suspended',
};
export const moderationMarkNames = Object.keys(states) as JobModerationMark[];

/** The marks a stored job carries, with the admin's reason (to keep them across an edit). */
export function moderationMarksOf(
  job: JobModerationMarks & JobModerationNotes,
): JobModerationMarks & JobModerationNotes {
  const marks = Object.fromEntries(moderationMarkNames.filter((mark) => job[mark]).map((mark) => [mark, job[mark]]));
  return job.deactivatedByAdminReason ? { ...marks, deactivatedByAdminReason: job.deactivatedByAdminReason } : marks;
}

/** Why moderation keeps the job from the public; empty when it does not. */
export function moderationStates(job: JobModerationMarks): JobModerationState[] {
  return moderationMarkNames.filter((mark) => job[mark]).map((mark) => states[mark]);
}

export function isListed(job: { isActive: boolean } & JobModerationMarks): boolean {
  return job.isActive && moderationStates(job).length === 0;
}

/** The same rule on the API's job, whose marks arrive as `moderation` (toJob). */
export function isPublic(job: { isActive: boolean; moderation?: JobModerationState[] }): boolean {
  return job.isActive && !job.moderation?.length;
}

/** The rule as a condition on the stored job item, for a transaction that needs the job listed (applying). */
export const listedCondition = [
  'isActive = :true',
  ...moderationMarkNames.map((mark) => `attribute_not_exists(${mark})`),
].join(' AND ');

/**
 * A job the board closed because its company did not confirm it is still hiring (db/jobs/still-hiring.ts), and nothing
 * else keeps from the public: its page says why instead of "not found".
 */
export function isClosedUnconfirmed(job: {
  isActive: boolean;
  closedUnconfirmedAt?: string;
  moderation?: JobModerationState[];
}): boolean {
  return !job.isActive && job.closedUnconfirmedAt !== undefined && !job.moderation?.length;
}
