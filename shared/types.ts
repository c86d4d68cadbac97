/** Shapes of what the API answers (the product's entities plus the fields added since). Dates are ISO 8601 strings. */
import type {
  ApplicationMailSetting,
  ApplicationStatus,
  CategoryIconKey,
  ContractType,
  ExperienceLevel,
  JobType,
  RegistrableRole,
  Role,
  WorkArrangement,
} from './constants.js';
import type { JobModerationState } from './moderation-types.js';
import type { Currency } from './pay/exchange-rates.js';
import type { PayPeriod } from './pay/pay-period.js';
import type { CvType } from './schemas/cv.js';

/** The fields of a job in which search words can be found. */
export type MatchedField = 'title' | 'skills' | 'categories' | 'company' | 'location' | 'description' | 'requirements';

export interface Job {
  id: number;
  companyId: number;
  /** The company's name, so no screen shows a bare id. */
  companyName: string;
  companyLogo?: string;
  title: string;
  description: string;
  requirements: string;
  location: string;
  /** Pay as free text, as the company wrote it; shown only when the job has no structured pay. */
  salary?: string;
  /** Structured pay, all four or none: the amounts per `period`, in `currency` (ISO 4217). */
  salaryMin?: number;
  salaryMax?: number;
  currency?: Currency;
  period?: PayPeriod;
  /** The last day (UTC, YYYY-MM-DD) the job takes applications; the day after, it expires. */
  closingDate?: string;
  /** The contract (full-time, part-time, contract, internship); where the work happens is workArrangement. */
  jobType: ContractType;
  /** On-site, hybrid or remote; separate from the contract type. */
  workArrangement: WorkArrangement;
  experience?: ExperienceLevel;
  /** Names of the job's categories. */
  categories: string[];
  /** Skills named by the company (tags, searched and shown on the job's card). */
  skills: string[];
  createdAt: string;
  updatedAt?: string;
  postedBy: number;
  isActive: boolean;
  /** Why moderation keeps it from the public (only its company and admins ever read such a job). */
  moderation?: JobModerationState[];
  /** The admin's reason, while an admin keeps it deactivated (`deactivated-by-admin`). */
  deactivationReason?: string;
  /** When its company last confirmed it is still hiring (shared/hiring-promises.ts). */
  confirmedOpenAt?: string;
  /** When the board asked its company whether it is still hiring, while unanswered. */
  stillHiringAskedAt?: string;
  /** When the board closed it because its company did not confirm it is still hiring (until reposted). */
  closedUnconfirmedAt?: string;
}

/** What list answers carry per job: the card's data, without the long texts. */
export type JobSummary = Omit<
  Job,
  | 'description'
  | 'requirements'
  | 'postedBy'
  | 'updatedAt'
  | 'moderation'
  | 'deactivationReason'
  | 'stillHiringAskedAt'
  | 'closedUnconfirmedAt'
> & {
  /** The first few hundred characters of the description, for the 3-line clamp on cards. */
  description: string;
  /** Only when the request had search words: the fields in which they were found. */
  matched?: MatchedField[];
  /** How fast its company answers applications, once it has enough decisions (docs/hiring.md). */
  companyResponse?: CompanyResponse;
};

/** What a job card shows of its company's response figures. */
export type CompanyResponse = Required<Pick<ResponseTime, 'answeredWithinShare' | 'medianDays'>> &
  Pick<ResponseTime, 'respondsToEveryApplicant'>;

export interface Company {
  id: number;
  userId?: number;
  name: string;
  description: string;
  location?: string;
  website?: string;
  logo?: string;
  /** Active jobs of this company. */
  jobCount: number;
  createdAt: string;
}

/**
 * How fast a company answers applications: the median days from an application to its approval or rejection, each
 * delay counted in whole days (rounded; RESPONSE_DAYS_CAP means that many or more), so the median is whole or half.
 * `medianDays` is absent below MIN_DECISIONS_FOR_MEDIAN decisions, where a median would say little.
 */
export interface ResponseTime {
  decisions: number;
  medianDays?: number;
  /** Applications the board marked "No decision" and the company has not decided since. */
  unanswered?: number;
  /**
   * The share (0..1) of its applications (decided, or left without a decision) answered within ANSWER_WITHIN_DAYS;
   * absent below MIN_DECISIONS_FOR_MEDIAN.
   */
  answeredWithinShare?: number;
  /** At least RESPONDS_TO_EVERY_APPLICANT_SHARE answered in time, over at least MIN_APPLICATIONS_FOR_MARK. */
  respondsToEveryApplicant?: boolean;
}

/** A company's public page: the company and how fast it answers applications. */
export interface CompanyDetails extends Company {
  responseTime: ResponseTime;
}

/** The board's own counts (GET /api/board/counts): jobs open now and the companies that post them. */
export interface BoardCounts {
  openJobs: number;
  hiringCompanies: number;
}

export interface Category {
  id: number;
  name: string;
  icon: CategoryIconKey;
  /** Active jobs in this category. */
  jobCount: number;
}

export interface Resource {
  id: number;
  name: string;
  description: string;
  url: string;
  category: string;
  icon: string;
  tags: string[];
}

export interface Enums {
  jobTypes: { value: JobType; label: string }[];
  experienceLevels: ExperienceLevel[];
  applicationStatuses: ApplicationStatus[];
  roles: { value: RegistrableRole; label: string }[];
  sortOptions: string[];
}

/** The user as the client reads it: never a hash or a secret. */
export interface PublicUser {
  id: number;
  /** False from registration (or an email change) until the address is confirmed through its emailed link. */
  emailVerified: boolean;
  username: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  /** Two-step sign-in (TOTP) is on for the account. */
  secondFactor: boolean;
  /** Companies only: the company's name and id. */
  company?: string;
  companyId?: number;
  /** Companies only, in GET /api/user: set while an admin has the company suspended, with the admin's reason. */
  companySuspension?: { at: string; reason: string };
  /** Job seekers only: the saved CV, when they uploaded one. */
  cv?: CvFile;
}

/** A CV file as people see it; where it is stored never leaves the server. */
export interface CvFile {
  name: string;
  size: number;
  type: CvType;
  uploadedAt: string;
}

/** Where the browser posts the file (a presigned POST: the form fields carry the signed conditions). */
export interface UploadTicket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

/** A job like the one shown, with why: "same category and 3 shared skills: React, TypeScript, GraphQL". */
export type SimilarJob = JobSummary & { reason: string; sharedSkills: string[]; sameCategory: boolean };

export interface Application {
  id: number;
  jobId: number;
  userId: number;
  resume: string;
  coverLetter: string;
  status: ApplicationStatus;
  submittedAt: string;
  /** Snapshot of the job at apply time, kept when the job is removed. */
  jobTitle: string;
  companyId: number;
  companyName: string;
  /** The applicant's name and email, for the company reviewing it. */
  applicantName?: string;
  applicantEmail?: string;
  jobRemoved?: boolean;
  /** With `jobRemoved`: the job went because its company deleted its account ("Company account closed"). */
  companyClosed?: boolean;
  statusChangedAt?: string;
  statusChangedBy?: number;
  /** Sent with the saved CV: a copy taken at apply time, which the company downloads (the resume is then empty). */
  cv?: Omit<CvFile, 'uploadedAt'>;
  /** The company's note to the applicant with its decision (also in the decision email). */
  decisionMessage?: string;
  /** When the company first opened it ("Viewed by the company"). */
  viewedAt?: string;
  /** How many reminders about it the company got (at 7 and 14 days while pending). */
  reminders?: number;
}

export interface MessageBody {
  message: string;
}

/** A company's choice of application emails, as read and set on its dashboard. */
export interface ApplicationMailBody {
  applicationMail: ApplicationMailSetting;
}

/** The answer of saving (`saved: true`) or unsaving (`saved: false`) a job. */
export interface SavedJobState<Saved extends boolean> {
  jobId: number;
  saved: Saved;
}

/** A draft compared with the company's recent jobs: the most similar one, when nearly the same text (a repost). */
export interface RepostCheck {
  repostOf?: { id: number; title: string; isActive: boolean; createdAt: string; similarity: number };
}
