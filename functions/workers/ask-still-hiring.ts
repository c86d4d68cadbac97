/**
 * Still hiring? (db/jobs/still-hiring.ts): run by a schedule deployed (infra/constructs/still-hiring.ts, daily) and by a
 * timer locally (scripts/local/still-hiring-timer.ts). Each run asks the companies of the jobs open 30 days since
 * posting or their last confirmation (one email per company and run, rate-limited per company; the dashboard shows
 * the question too) and closes the jobs whose question went 7 days unanswered. `now` is injectable so tests and the
 * local stack can move the clock forward. A job that fails is logged and left for the next run; the run fails, and
 * is retried, only when nothing could be done.
 */

import { getUser } from '../lib/db/accounts/users.js';
import { getMailRecipient } from '../lib/db/applications/application-mail.js';
import type { JobRecord } from '../lib/db/jobs/jobs-model.js';
import { askStillHiring, closeUnconfirmed, stillHiringStep, unansweredCloseDay } from '../lib/db/jobs/still-hiring.js';
import { logger } from '../lib/logger.js';
import { sendCompanyNotice } from '../lib/mail/company-notices.js';
import { stillHiringEmail } from '../lib/mail/still-hiring-email.js';
import { listedJobs } from '../lib/search/listed-jobs.js';

export interface StillHiringRun {
  asked: number;
  closed: number;
  emails: number;
  failed: number;
}

async function tellCompany(companyId: number, jobs: JobRecord[]): Promise<boolean> {
  const company = await getMailRecipient(companyId);
  const to = company?.userId === undefined ? undefined : (await getUser(company.userId))?.email;
  if (!company || !to) return false;
  const asked = jobs.map((job) => ({ title: job.title, closesOn: unansweredCloseDay(job.stillHiringAskedAt ?? '') }));
  return (await sendCompanyNotice(companyId, stillHiringEmail(to, company.companyName, asked))) === 'sent';
}

export async function runStillHiring(now = new Date()): Promise<StillHiringRun> {
  const run: StillHiringRun = { asked: 0, closed: 0, emails: 0, failed: 0 };
  const askedByCompany = new Map<number, JobRecord[]>();
  const errors: unknown[] = [];
  for (const job of await listedJobs()) {
    const step = stillHiringStep(job, now);
    if (!step) continue;
    try {
      if (step === 'close') {
        if (await closeUnconfirmed(job.id, now)) run.closed += 1;
        continue;
      }
      const asked = await askStillHiring(job.id, now);
      if (!asked) continue;
      run.asked += 1;
      askedByCompany.set(job.companyId, [...(askedByCompany.get(job.companyId) ?? []), asked]);
    } catch (error) {
      run.failed += 1;
      errors.push(error);
      logger.warn('Still hiring? not handled this run', { jobId: job.id, step, error: error as Error });
    }
  }
  for (const [companyId, jobs] of askedByCompany) {
    try {
      if (await tellCompany(companyId, jobs)) run.emails += 1;
    } catch (error) {
      // The question stands on the dashboard either way; a lost email is logged, not retried (it would ask twice).
      logger.error('Still hiring? email not sent', { companyId, error: error as Error });
    }
  }
  logger.info('Still hiring? run', { ...run });
  if (errors.length > 0 && run.asked + run.closed === 0) throw errors[0];
  return run;
}

export async function handler(): Promise<StillHiringRun> {
  return runStillHiring();
}
