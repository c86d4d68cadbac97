/**
 * New matches by email, for seekers who opted in on their matching profile (off / instantly / weekly), through the
 * job alert mailers: the weekly run beside the weekly alert digest (workers/send-alert-digests.ts), the instant one
 * beside instant alerts on the table's stream (workers/send-instant-alerts.ts).
 *
 * A job is mailed as a new match when it was posted after the seeker's `matchesSince` and it fits: it lists one of
 * their skills or carries a title they want, and it is not outside what they asked for (places, arrangements, job
 * types, lowest pay). Jobs marked "Not interested" never are. Each email moves `matchesSince` on, so a retried run
 * mails nobody twice.
 *
 * Mail goes out through the one mail path (sendMail) that every alert email takes, so its rules apply here too: an
 * address it refuses (suppressed, or not confirmed) is skipped and counted, not an error, and `matchesSince` still
 * moves on, so those jobs are not mailed later as new.
 */

import type { JobMatch, MatchingProfile } from '../../../shared/matching-types.js';
import { MATCHING_LIMITS } from '../../../shared/texts/matching-texts.js';
import { getUser } from '../db/accounts/users.js';
import { type JobRecord, toJob } from '../db/jobs/jobs-model.js';
import { byTime } from '../db/kit/keys.js';
import { dueMatchProfiles, type MatchingRecord, markMatchesSent, positionAt } from '../db/seekers/matching-profile.js';
import { jobCard } from '../db/seekers/saved-jobs.js';
import { logger } from '../logger.js';
import { sendMail } from '../mail/index.js';
import { matchEmail } from '../mail/match-email.js';
import { type Explanation, explainMatch, type MatchableJob } from './explain.js';
import { findJobMatches } from './job-matches.js';
import { matchUnsubscribeToken } from './match-tokens.js';

/** Seekers handled side by side in the weekly run. */
const PARALLEL_SEEKERS = 8;

export interface MatchMailRun {
  seekers: number;
  emails: number;
  /** Emails the mail path refused (a suppressed or unconfirmed address): skipped, not failed. */
  skipped: number;
  failed: number;
}

const emptyRun = (): MatchMailRun => ({ seekers: 0, emails: 0, skipped: 0, failed: 0 });

/** A match worth an email: it shares a skill or a wanted title, and nothing the seeker asked for rules it out. */
export function worthMailing(explanation: Explanation, profile: MatchingProfile): boolean {
  const placeFits =
    profile.places.length === 0 ||
    explanation.place !== undefined ||
    (explanation.remote && profile.arrangements.includes('remote'));
  return (
    (explanation.matchedSkills.length > 0 || explanation.title !== undefined) &&
    placeFits &&
    explanation.arrangementFits &&
    explanation.jobTypeFits &&
    explanation.paysEnough !== false
  );
}

const positionOf = (job: { createdAt: string; id: number }) => byTime(job.createdAt, job.id);

/** The job as a match of this profile, or undefined when it is not one worth mailing. */
function asNewMatch<T extends MatchableJob & { id: number; createdAt: string }>(
  record: MatchingRecord,
  job: T,
): (T & Pick<JobMatch, 'reasons' | 'matchedSkills' | 'missingSkills'>) | undefined {
  if (positionOf(job) <= (record.matchesSince ?? '')) return undefined;
  if (record.hidden.some((hidden) => hidden.id === job.id)) return undefined;
  const explanation = explainMatch(record.profile, job);
  if (!worthMailing(explanation, record.profile)) return undefined;
  const { reasons, matchedSkills, missingSkills } = explanation;
  return { ...job, reasons, matchedSkills, missingSkills };
}

/** Mails the matches (none: no email) and moves `matchesSince` to `next`. */
async function deliverMatches(
  userId: number,
  record: MatchingRecord,
  jobs: JobMatch[],
  next: string,
  run: MatchMailRun,
): Promise<void> {
  const user = jobs.length > 0 ? await getUser(userId) : undefined;
  if (user) {
    const outcome = await sendMail(
      matchEmail({ to: user.email, jobs, unsubscribeToken: await matchUnsubscribeToken(userId) }),
    );
    if (outcome === 'sent') run.emails += 1;
    else {
      run.skipped += 1;
      logger.info('Match email skipped by the mail path', { userId, outcome });
    }
  }
  if (next !== record.matchesSince) await markMatchesSent(userId, next);
}

/** The weekly run: each seeker's best matches (the Jobs for you ranking) posted since their last email. */
export async function runWeeklyMatches(now = new Date()): Promise<MatchMailRun> {
  const run = emptyRun();
  const one = async ({ userId, record }: { userId: number; record: MatchingRecord }) => {
    try {
      const { jobs } = await findJobMatches(record);
      const fresh = jobs.flatMap((job) => asNewMatch(record, job) ?? []).slice(0, MATCHING_LIMITS.emailJobs);
      await deliverMatches(userId, record, fresh, positionAt(now), run);
    } catch (error) {
      run.failed += 1;
      logger.error('Match email not sent', { userId, error: error as Error });
    }
  };
  for await (const page of dueMatchProfiles('weekly')) {
    run.seekers += page.length;
    const pending = [...page];
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) await one(next);
    };
    await Promise.all(Array.from({ length: PARALLEL_SEEKERS }, worker));
  }
  logger.info('Weekly match emails sent', { ...run });
  return run;
}

/** The instant run: a stream batch's newly listed jobs, to each seeker who wants matches instantly and fits. */
export async function sendInstantMatches(jobs: JobRecord[]): Promise<MatchMailRun> {
  const run = emptyRun();
  if (jobs.length === 0) return run;
  const newestFirst = jobs.map((job) => jobCard(toJob(job))).sort((a, b) => positionOf(b).localeCompare(positionOf(a)));
  for await (const page of dueMatchProfiles('instant')) {
    run.seekers += page.length;
    for (const { userId, record } of page) {
      try {
        const matches = newestFirst.flatMap((job) => asNewMatch(record, job) ?? []);
        const newest = matches[0];
        if (!newest) continue;
        await deliverMatches(userId, record, matches.slice(0, MATCHING_LIMITS.emailJobs), positionOf(newest), run);
      } catch (error) {
        run.failed += 1;
        logger.error('Instant match email not sent', { userId, error: error as Error });
      }
    }
  }
  return run;
}
