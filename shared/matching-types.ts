/**
 * What matching works from and answers: the matching profile a seeker owns and edits, what was read from their CV
 * (proposed, never applied without them), suggestions from the jobs they saved and applied to, and a matched job
 * with the plain reasons it was matched.
 */
import type { JobType, WorkArrangement } from './constants.js';
import type { Currency } from './pay/exchange-rates.js';
import type { PayPeriod } from './pay/pay-period.js';
import type { MatchEmailChoice } from './texts/matching-texts.js';
import type { JobSummary } from './types.js';

/** The lowest pay a seeker wants: one amount in its currency per its period, like a job's pay. */
export interface MinPay {
  amount: number;
  currency: Currency;
  period: PayPeriod;
}

export interface MatchingProfile {
  skills: string[];
  /** Job titles they want ("Frontend Developer"). */
  titles: string[];
  /** Places they would work in ("Berlin"). */
  places: string[];
  arrangements: WorkArrangement[];
  jobTypes: JobType[];
  minPay?: MinPay;
}

/**
 * The reading of the saved CV: `reading` while the worker runs, `read` with the skills it found (proposed to the
 * seeker), `failed` when no text could be read, `reviewed` once the seeker kept or dismissed the proposal.
 */
export type CvReadingStatus = 'reading' | 'read' | 'failed' | 'reviewed';

export interface CvReading {
  status: CvReadingStatus;
  /** The name of the CV file it is about. */
  fileName: string;
  /** Skills found in the text, in the board's own spelling. */
  skills: string[];
}

/** Skills and titles of the jobs the seeker saved or applied to that their profile does not list yet. */
export interface MatchingSuggestions {
  skills: string[];
  titles: string[];
}

export interface MatchingProfileView {
  profile: MatchingProfile;
  cvReading?: CvReading;
  suggestions: MatchingSuggestions;
  /** Jobs marked "Not interested". */
  hiddenCount: number;
  /** New matches by email: off, instant or weekly. */
  emailMatches: MatchEmailChoice;
}

/** A job matched to a seeker: its card, why in plain words, and which of its skills the seeker has or lacks. */
export type JobMatch = JobSummary & {
  reasons: string[];
  matchedSkills: string[];
  missingSkills: string[];
};

export interface JobMatches {
  jobs: JobMatch[];
  /** False when the profile has nothing to match on yet (no skills, titles or places). */
  hasProfile: boolean;
}

/**
 * A company's side-by-side view of one application: the job's skills found in what the applicant gave (the skills
 * on their matching profile, the resume and cover letter of this application, the text of the CV sent with it),
 * and the rest, which were not found there: not the same as lacking them.
 */
export interface SkillComparison {
  found: string[];
  notFound: string[];
  /**
   * The application came with a CV that was not read for some of `notFound`: not yet, an application older than
   * the reading, a file without readable text, or a skill the job added since. Those skills may be in it.
   */
  cvUnread: boolean;
  /** Nothing to look in: no skills on their profile, no resume or cover letter text and no CV read. */
  nothingToCompare: boolean;
}
