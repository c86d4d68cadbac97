/** Answers of the moderation routes: the admin desk's lists and a user's report of a job. */
import type { ReportReason } from './constants.js';
import type { Company } from './types.js';

/**
 * Why the public does not see a job, when it is the moderation's doing (the company's own switch is `isActive`):
 * hidden after enough reports, deactivated by an admin, or its company suspended.
 */
export type JobModerationState = 'hidden-for-review' | 'deactivated-by-admin' | 'company-suspended';

export interface JobReport {
  jobId: number;
  reason: ReportReason;
  details?: string;
  createdAt: string;
}

/**
 * One report in the admin's queue: who sent it is kept (one report per user per job), shown by name. A signed-out
 * visitor's report has no user; it carries the email they left for a follow-up, if any.
 */
export interface QueuedReport extends JobReport {
  /** Unique within the job's reports (the user's id, or the visitor's hashed address). */
  reporterKey: string;
  userId?: number;
  reporterName?: string;
  /** Set on a signed-out visitor's report. */
  anonymous?: true;
  email?: string;
}

/** A job in the admin's queue: reported, hidden for review, or deactivated by an admin. */
export interface ModerationCase {
  jobId: number;
  title: string;
  companyId: number;
  companyName: string;
  /** The job's own switch, as its company left it. */
  isActive: boolean;
  moderation: JobModerationState[];
  /** Open reports, signed-out visitors' included (closed when an admin restores the job). */
  reportCount: number;
  reports: QueuedReport[];
  updatedAt: string;
}

export interface AdminCompany extends Company {
  /** Set while the company is suspended: it cannot post or edit jobs, and its jobs are out of search and lists. */
  suspended?: { at: string; reason: string };
}

export const AUDIT_ACTIONS = [
  'job.hidden',
  'job.deactivated',
  'job.restored',
  'job.deleted',
  'company.suspended',
  'company.unsuspended',
  'account.exported',
  // Still hiring? (docs/hiring.md): a company's answer, or the board closing an unanswered job.
  'job.confirmed-open',
  'job.closed-by-company',
  'job.closed-unconfirmed',
  // A new job nearly the same text as another company's (SimHash), for an admin to look at.
  'job.near-duplicate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log: who did what to which job, company or account, when and why. */
export interface AuditEntry {
  id: string;
  at: string;
  /**
   * The admin; for `job.hidden` (on the reports of different users) and `job.closed-unconfirmed` the board itself
   * (id 0); for the answers to "Still hiring?" the company account that answered; for `account.exported` the
   * account's own user, who downloaded its data.
   */
  actor: { id: number; name: string };
  action: AuditAction;
  target: { kind: 'job' | 'company' | 'account'; id: number; label: string };
  reason: string;
}
