/**
 * Every application gets an answer (db/applications/application-answers.ts): run by a schedule deployed (infra/constructs/
 * hiring-promises.ts, daily) and by a timer locally (scripts/local/promise-timers.ts), with an injectable `now`.
 * Each run, per company: the applications pending 7 and 14 days are listed in one reminder email (rate-limited per
 * company, and only when its application-mail setting is not "none"; the dashboard lists them by age anyway), and
 * those pending 30 days become "No decision", each applicant told by email. An application that fails is logged
 * and left for the next run; the run fails, and is retried, only when nothing could be done.
 */
import { APPLICATION_REMINDER_DAYS, NO_DECISION_DAYS } from '../../shared/hiring-promises.js';
import { DAY_MS } from '../../shared/time.js';
import type { Application } from '../../shared/types.js';
import { getUser } from '../lib/db/accounts/users.js';
import {
  allCompanyIds,
  markNoDecision,
  markReminded,
  pendingBefore,
} from '../lib/db/applications/application-answers.js';
import { getMailRecipient } from '../lib/db/applications/application-mail.js';
import { logger } from '../lib/logger.js';
import { noDecisionEmail, reminderEmail, type WaitingLine } from '../lib/mail/answer-emails.js';
import { sendCompanyNotice } from '../lib/mail/company-notices.js';
import { sendMail } from '../lib/mail/index.js';

export interface AnswerRun {
  reminded: number;
  reminderEmails: number;
  noDecision: number;
  failed: number;
}

const ageInDays = (application: Application, now: Date) =>
  Math.floor((now.getTime() - Date.parse(application.submittedAt)) / DAY_MS);

/** How many reminders an application of this age should have had (0, 1 at 7 days, 2 at 14). */
const remindersDue = (days: number) => APPLICATION_REMINDER_DAYS.filter((at) => days >= at).length;

async function remindCompany(companyId: number, waiting: WaitingLine[]): Promise<boolean> {
  const company = await getMailRecipient(companyId);
  // A company that turned application emails off gets no reminders either (its dashboard lists them by age).
  if (!company || company.setting === 'none' || company.userId === undefined) return false;
  const to = (await getUser(company.userId))?.email;
  if (!to) return false;
  return (await sendCompanyNotice(companyId, reminderEmail(to, company.companyName, waiting))) === 'sent';
}

export async function runApplicationAnswers(now = new Date()): Promise<AnswerRun> {
  const run: AnswerRun = { reminded: 0, reminderEmails: 0, noDecision: 0, failed: 0 };
  const errors: unknown[] = [];
  const youngest = new Date(now.getTime() - Math.min(...APPLICATION_REMINDER_DAYS) * DAY_MS).toISOString();
  for (const companyId of await allCompanyIds()) {
    const waiting: WaitingLine[] = [];
    try {
      for (const application of await pendingBefore(companyId, youngest)) {
        const days = ageInDays(application, now);
        if (days >= NO_DECISION_DAYS) {
          if (!(await markNoDecision(application, now))) continue;
          run.noDecision += 1;
          const notice = noDecisionEmail({ ...application, status: 'no_decision' });
          // The status stands either way; a lost email is logged, not retried (the applicant sees the status).
          if (notice) await sendMail(notice).catch((error: unknown) => logNotSent(application.id, error));
          continue;
        }
        const due = remindersDue(days);
        if (due > (application.reminders ?? 0) && (await markReminded(application.id, due))) {
          run.reminded += 1;
          waiting.push({ applicantName: application.applicantName, jobTitle: application.jobTitle, days });
        }
      }
      if (waiting.length > 0 && (await remindCompany(companyId, waiting))) run.reminderEmails += 1;
    } catch (error) {
      run.failed += 1;
      errors.push(error);
      logger.warn('Applications of a company not handled this run', { companyId, error: error as Error });
    }
  }
  logger.info('Application answers run', { ...run });
  if (errors.length > 0 && run.reminded + run.noDecision === 0) throw errors[0];
  return run;
}

function logNotSent(applicationId: number, error: unknown) {
  logger.error('No-decision email not sent', { applicationId, error: error as Error });
}

export async function handler(): Promise<AnswerRun> {
  return runApplicationAnswers();
}
