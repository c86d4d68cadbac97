/**
 * Still hiring? Every open job is really open: a job listed STILL_HIRING_ASK_DAYS since it was posted or last
 * confirmed asks its company whether it is still hiring (`stillHiringAskedAt`); the company confirms
 * (`confirmedOpenAt`, the question cleared) or closes it with one click, each an audit-log line (who, when); left
 * unanswered STILL_HIRING_ANSWER_DAYS, the board closes it (`isActive: false`, `closedUnconfirmedAt`), which takes it
 * out of search and counts like any close, and its page says why until the company reposts it (jobs-write.ts).
 *
 * The jobs to look at come from the search index (search/listed-jobs.ts): a daily run reads each open job once.
 */
import { addDays, isPastClosing, todayUtc } from '../../../../shared/closing-date.js';
import { STILL_HIRING_ANSWER_DAYS, STILL_HIRING_ASK_DAYS } from '../../../../shared/hiring-promises.js';
import { DAY_MS } from '../../../../shared/time.js';
import type { Job } from '../../../../shared/types.js';
import { type AuditInput, auditPut, BOARD_ACTOR } from '../moderation/audit-log.js';
import { isListed } from './job-visibility.js';
import { type JobRecord, toJob } from './jobs-model.js';
import { type JobWriteRefusal, reviseJob } from './jobs-write.js';

/** When the job was last known to be open: its last confirmation, else its posting. */
export const openSince = (job: Pick<JobRecord, 'confirmedOpenAt' | 'createdAt'>) =>
  job.confirmedOpenAt ?? job.createdAt;

const daysBetween = (from: string, now: Date) => (now.getTime() - Date.parse(from)) / DAY_MS;

/** The day (YYYY-MM-DD) a job asked at `askedAt` closes without an answer. */
export const unansweredCloseDay = (askedAt: string) => addDays(todayUtc(new Date(askedAt)), STILL_HIRING_ANSWER_DAYS);

export type StillHiringStep = 'ask' | 'close' | undefined;

/** What the board does to this job now: ask its company, close it unanswered, or nothing. */
export function stillHiringStep(job: JobRecord, now: Date): StillHiringStep {
  if (!isListed(job) || isPastClosing(job.closingDate, now)) return undefined;
  if (job.stillHiringAskedAt) {
    return daysBetween(job.stillHiringAskedAt, now) >= STILL_HIRING_ANSWER_DAYS ? 'close' : undefined;
  }
  return daysBetween(openSince(job), now) >= STILL_HIRING_ASK_DAYS ? 'ask' : undefined;
}

/**
 * Asks the company (re-read: the job may just have been confirmed or closed). The job as asked, or undefined (a
 * write refused meanwhile is left for the next run).
 */
export async function askStillHiring(id: number, now: Date): Promise<JobRecord | undefined> {
  const revised = await reviseJob(id, (before) =>
    stillHiringStep(before, now) === 'ask' ? { ...before, stillHiringAskedAt: now.toISOString() } : undefined,
  );
  return revised.ok ? revised.after : undefined;
}

/** Closes the job its company left unanswered, with the board's audit line. True when closed. */
export async function closeUnconfirmed(id: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const revised = await reviseJob(
    id,
    (before) => {
      if (stillHiringStep(before, now) !== 'close') return undefined;
      const { stillHiringAskedAt: _asked, ...rest } = before;
      return { ...rest, isActive: false, closedUnconfirmedAt: at, updatedAt: at };
    },
    (before) => [
      auditPut(
        {
          actor: BOARD_ACTOR,
          action: 'job.closed-unconfirmed',
          target: { kind: 'job', id: before.id, label: before.title },
          reason: `Not confirmed within ${STILL_HIRING_ANSWER_DAYS} days of asking whether it is still hiring`,
        },
        at,
      ),
    ],
  );
  return revised.ok;
}

export type StillHiringAnswer =
  | { ok: true; job: Job }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'not-open' }
  | JobWriteRefusal;

/**
 * The company's answer: `open` confirms the job (it counts as open from now, the question is cleared), else the job
 * closes. Either way the audit log keeps who answered and when. Only a listed job can be confirmed; closing a job
 * that is already closed is a no-op answered with the job.
 */
export async function answerStillHiring(
  id: number,
  open: boolean,
  actor: AuditInput['actor'],
  now = new Date(),
): Promise<StillHiringAnswer> {
  const at = now.toISOString();
  let notOpen = false;
  const revised = await reviseJob(
    id,
    (before) => {
      if (!isListed(before)) {
        notOpen = open;
        return undefined;
      }
      const { stillHiringAskedAt: _asked, ...rest } = before;
      return open ? { ...rest, confirmedOpenAt: at } : { ...rest, isActive: false, updatedAt: at };
    },
    (before) => [
      auditPut(
        {
          actor,
          action: open ? 'job.confirmed-open' : 'job.closed-by-company',
          target: { kind: 'job', id: before.id, label: before.title },
          reason: open ? 'Confirmed it is still hiring' : 'Closed it: no longer hiring',
        },
        at,
      ),
    ],
  );
  if (revised.ok) return { ok: true, job: toJob(revised.after) };
  if (notOpen) return { ok: false, reason: 'not-open' };
  if (revised.reason === 'missing' || revised.reason === 'unchanged') return { ok: false, reason: 'missing' };
  return revised;
}
