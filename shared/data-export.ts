/**
 * The "Download my data" document (GET /api/user/export), described field by field in docs/accounts.md, "Your
 * data". Everything the board holds about the signed-in account, never a password hash, a session secret or a
 * token, and nothing about other people beyond what the account already sees on its own screens.
 */

import type { ApplicationMailSetting, ApplicationStatus, Role } from './constants.js';
import type { CvReading, MatchingProfile } from './matching-types.js';
import type { JobAlert } from './schemas/alerts.js';
import type { StatsDay, StatsTotals } from './stats-types.js';
import type { MatchEmailChoice } from './texts/matching-texts.js';
import type { CvFile, Job, JobSummary } from './types.js';

/** Bumped when a field changes meaning or goes; new fields keep the version. */
export const DATA_EXPORT_VERSION = 1;

/** A stored CV file: its details and a short-lived link to the file itself (the link's end is `linkExpiresAt`). */
export interface ExportedFile extends Omit<CvFile, 'uploadedAt'> {
  uploadedAt?: string;
  url: string;
  linkExpiresAt: string;
}

export interface ExportedAccount {
  id: number;
  username: string;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
  passwordChangedAt?: string;
  /** When the email address was confirmed; absent while it is not. */
  emailConfirmedAt?: string;
  /** Since when an address (new, or changed to) waits for its confirmation link. */
  emailPendingSince?: string;
  /** Since when two-step sign-in is on; absent when it is off. Its secret and recovery codes are never exported. */
  twoStepSince?: string;
}

/** One step of an application's life: sent (`pending`), then at most one decision or withdrawal. */
export interface ExportedStatusChange {
  status: ApplicationStatus;
  at: string;
}

export interface ExportedApplication {
  id: number;
  submittedAt: string;
  status: ApplicationStatus;
  history: ExportedStatusChange[];
  /** The job as it was when the application was sent, kept after the job or its company is gone. */
  job: {
    id: number;
    title: string;
    companyId: number;
    companyName: string;
    removed: boolean;
    /** Removed because its company deleted its account. */
    companyClosed: boolean;
  };
  resume: string;
  coverLetter: string;
  decisionMessage?: string;
  /** The copy of the CV sent with the application. */
  cv?: ExportedFile;
}

export interface ExportedSavedJob {
  jobId: number;
  savedAt: string;
  /** The job's card as it was when saved. */
  job: JobSummary;
}

/** A company's job with its counts over the days the board keeps them. */
export interface ExportedJob extends Job {
  stats: { days: StatsDay[]; totals: StatsTotals };
}

export interface ExportedCompany {
  id: number;
  name: string;
  description: string;
  location?: string;
  website?: string;
  logo?: string;
  createdAt: string;
  applicationMail: ApplicationMailSetting;
  /** Set while an admin has suspended the company. */
  suspended?: { at: string; reason: string };
  /** The company's days, all jobs summed. */
  stats: { days: StatsDay[]; totals: StatsTotals };
}

/** A live sign-in of the account (docs/accounts.md, Sessions): where and when, as the board keeps it. */
export interface ExportedSession {
  signedInAt: string;
  lastSeenAt: string;
  /** When it ends at the latest (7 days after sign-in). */
  endsAt: string;
  /** The browser and system read from the user agent, e.g. "Firefox on Windows". */
  device: string;
  userAgent: string;
  /** The client address the sign-in came from, whole. */
  address: string;
}

/** A seeker's matching profile (docs/matching.md): what matching ranks on, and the jobs marked "Not interested". */
export interface ExportedMatching {
  profile: MatchingProfile;
  cvReading?: CvReading;
  notInterestedJobIds: number[];
  emailMatches: MatchEmailChoice;
}

/** The first answer: the whole document, with the first page of the one list that can grow without a limit. */
export interface DataExport {
  format: 'jobboard-account-export';
  version: typeof DATA_EXPORT_VERSION;
  exportedAt: string;
  account: ExportedAccount;
  /** Every role: the live sessions. */
  sessions: ExportedSession[];
  /** Job seekers. */
  cv?: ExportedFile;
  matching?: ExportedMatching;
  applications?: ExportedApplication[];
  savedJobs?: ExportedSavedJob[];
  alerts?: JobAlert[];
  /** Companies. */
  company?: ExportedCompany;
  jobs?: ExportedJob[];
  /** More applications (a seeker) or jobs (a company) follow: ask again with `?cursor=`. */
  nextCursor?: string;
}

/** The answer to `?cursor=`: the next page of the same list. */
export interface DataExportPage {
  applications?: ExportedApplication[];
  jobs?: ExportedJob[];
  nextCursor?: string;
}
