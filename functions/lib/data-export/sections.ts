/**
 * What a data export holds, section by section (docs/accounts.md, "Your data"). Each section reads only the
 * account's own items, with bounded reads: one GetItem or one Query each, the long lists a page at a time
 * (long-lists.ts). A new kind of data the board keeps about an account gets its section in `sections` below, and
 * its field in shared/data-export.ts and the doc.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DataExport,
  DataExportPage,
  ExportedAccount,
  ExportedApplication,
  ExportedCompany,
  ExportedJob,
  ExportedMatching,
  ExportedSavedJob,
  ExportedSession,
} from '../../../shared/data-export.js';
import { DATA_EXPORT_VERSION } from '../../../shared/data-export.js';
import type { StatsDay } from '../../../shared/stats-types.js';
import { listSessions } from '../db/accounts/sessions.js';
import type { UserRecord } from '../db/accounts/users.js';
import { listAlerts, toJobAlert } from '../db/alerts/alerts.js';
import { type CompanyDays, fillDays, readCompanyDays, statsWindow, totalsOf } from '../db/jobs/job-stats.js';
import { db, tableName } from '../db/kit/client.js';
import { alertOwner, keys } from '../db/kit/keys.js';
import { toAdminCompany } from '../db/moderation/company-suspension.js';
import { fromApplicationItem } from '../db/records/application.js';
import { fromCompanyItemToRecipient } from '../db/records/company.js';
import { fromJobItem } from '../db/records/job.js';
import { fromSavedJobItem } from '../db/records/saved-job.js';
import { getMatching } from '../db/seekers/matching-profile.js';
import { cvKeys } from '../files/cv-keys.js';
import { deviceLabel } from '../session-display.js';
import { fileLink } from './file-links.js';
import { type ListPage, readListPage } from './long-lists.js';

type Sections = Omit<DataExport, 'format' | 'version' | 'exportedAt' | 'nextCursor' | 'sessions'>;

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The account's live sign-ins, as the profile lists them, with the address whole: it is the account's own data. */
async function sessions(user: UserRecord): Promise<ExportedSession[]> {
  return (await listSessions(user.id, user.sessionVersion)).map((session) => ({
    signedInAt: iso(session.createdAt),
    lastSeenAt: iso(session.lastSeenAt),
    endsAt: iso(session.endsAt),
    device: deviceLabel(session.userAgent),
    userAgent: session.userAgent,
    address: session.address,
  }));
}

/** The matching profile, the CV's reading without its storage key, the "Not interested" jobs by id. */
async function matching(userId: number): Promise<ExportedMatching> {
  const record = await getMatching(userId);
  const reading = record.cvReading;
  return {
    profile: record.profile,
    ...(reading ? { cvReading: { status: reading.status, fileName: reading.fileName, skills: reading.skills } } : {}),
    notInterestedJobIds: record.hidden.map((job) => job.id),
    emailMatches: record.emailMatches,
  };
}

/** The account itself: never its password hash, session version or anything else that would open it. */
function account(user: UserRecord): ExportedAccount {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt,
    ...(user.passwordChangedAt ? { passwordChangedAt: user.passwordChangedAt } : {}),
    ...(user.emailVerifiedAt ? { emailConfirmedAt: user.emailVerifiedAt } : {}),
    ...(user.emailPendingSince ? { emailPendingSince: user.emailPendingSince } : {}),
    ...(user.secondFactorSince ? { twoStepSince: user.secondFactorSince } : {}),
  };
}

/** An application as its applicant knows it: the job snapshot, what they sent, what happened to it. */
export async function toExportedApplication(item: Record<string, unknown>, now: Date): Promise<ExportedApplication> {
  const application = fromApplicationItem(item);
  const history: ExportedApplication['history'] = [{ status: 'pending', at: application.submittedAt }];
  if (application.status !== 'pending' && application.statusChangedAt) {
    history.push({ status: application.status, at: application.statusChangedAt });
  }
  return {
    id: application.id,
    submittedAt: application.submittedAt,
    status: application.status,
    history,
    job: {
      id: application.jobId,
      title: application.jobTitle,
      companyId: application.companyId,
      companyName: application.companyName,
      removed: application.jobRemoved === true,
      companyClosed: application.companyClosed === true,
    },
    resume: application.resume,
    coverLetter: application.coverLetter,
    ...(application.decisionMessage ? { decisionMessage: application.decisionMessage } : {}),
    ...(application.cv ? { cv: await fileLink(cvKeys.application(application.id), application.cv, now) } : {}),
  };
}

/** Every bookmark with the card it kept: at most SAVED_JOBS_MAX small items, in Query pages. */
async function savedJobs(userId: number): Promise<ExportedSavedJob[]> {
  const saved: ExportedSavedJob[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.savedJobsByTime(userId).gsi1pk },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    saved.push(...(page.Items ?? []).map(fromSavedJobItem));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return saved;
}

/** The company item read once: its profile, suspension and application mail choice. */
async function company(companyId: number, days: CompanyDays): Promise<ExportedCompany | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }));
  if (!Item) return undefined;
  const { id, name, description, location, website, logo, createdAt, suspended } = toAdminCompany(Item);
  return {
    id,
    name,
    description,
    ...(location ? { location } : {}),
    ...(website ? { website } : {}),
    ...(logo ? { logo } : {}),
    createdAt,
    applicationMail: fromCompanyItemToRecipient(Item).setting,
    ...(suspended ? { suspended } : {}),
    stats: { days: days.days, totals: totalsOf(days.days) },
  };
}

/** A company's jobs with each one's days; a job with no counts in the window gets its empty days. */
export function toExportedJobs(items: Record<string, unknown>[], days: CompanyDays, now: Date): ExportedJob[] {
  const perJob = new Map(days.jobs.map((job) => [job.jobId, job.days]));
  const window = statsWindow(now);
  return items.map((item) => {
    const job = fromJobItem(item);
    const jobDays: StatsDay[] = perJob.get(job.id) ?? fillDays(window, []);
    return { ...job, stats: { days: jobDays, totals: totalsOf(jobDays) } };
  });
}

export interface FirstPart {
  sections: Sections;
  nextCursor?: string;
}

/**
 * THE list of sections, per role (the sessions, for every role, are added by buildExport). Add a section here (and
 * its type in shared/data-export.ts, its words in docs/accounts.md).
 */
const sections = {
  async job_seeker(user: UserRecord, now: Date): Promise<FirstPart> {
    const [applications, saved, alerts, profile] = await Promise.all([
      readListPage(user.id, 'applications', user.id),
      savedJobs(user.id),
      listAlerts(alertOwner.user(user.id)),
      matching(user.id),
    ]);
    return {
      sections: {
        account: account(user),
        ...(user.cv ? { cv: await fileLink(user.cv.key, user.cv, now) } : {}),
        applications: await Promise.all(applications.items.map((item) => toExportedApplication(item, now))),
        savedJobs: saved,
        alerts: alerts.map(toJobAlert),
        matching: profile,
      },
      ...nextOf(applications),
    };
  },
  async company(user: UserRecord, now: Date): Promise<FirstPart> {
    const companyId = user.companyId;
    if (companyId === undefined) return { sections: { account: account(user) } };
    const [days, jobs] = await Promise.all([readCompanyDays(companyId, now), readListPage(user.id, 'jobs', companyId)]);
    const profile = await company(companyId, days);
    return {
      sections: {
        account: account(user),
        ...(profile ? { company: profile } : {}),
        jobs: toExportedJobs(jobs.items, days, now),
      },
      ...nextOf(jobs),
    };
  },
  /** An admin's account holds only itself; the moderation actions it took stay in the audit log. */
  async admin(user: UserRecord): Promise<FirstPart> {
    return { sections: { account: account(user) } };
  },
} satisfies Record<UserRecord['role'], (user: UserRecord, now: Date) => Promise<FirstPart>>;

/** The whole document with the first page of the account's long list. */
export async function buildExport(user: UserRecord, now = new Date()): Promise<DataExport> {
  const [{ sections: parts, nextCursor }, signIns] = await Promise.all([
    sections[user.role](user, now),
    sessions(user),
  ]);
  return {
    format: 'jobboard-account-export',
    version: DATA_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    ...parts,
    sessions: signIns,
    ...(nextCursor ? { nextCursor } : {}),
  };
}

/** The next page of the account's long list: applications for a seeker, jobs (with their days) for a company. */
export async function continueExport(user: UserRecord, cursor: string, now = new Date()): Promise<DataExportPage> {
  const companyId = user.role === 'company' ? user.companyId : undefined;
  if (companyId !== undefined) {
    const [days, page] = await Promise.all([
      readCompanyDays(companyId, now),
      readListPage(user.id, 'jobs', companyId, cursor),
    ]);
    return { jobs: toExportedJobs(page.items, days, now), ...nextOf(page) };
  }
  const page = await readListPage(user.id, 'applications', user.id, cursor);
  return {
    applications: await Promise.all(page.items.map((item) => toExportedApplication(item, now))),
    ...nextOf(page),
  };
}

const nextOf = (page: ListPage) => (page.nextCursor ? { nextCursor: page.nextCursor } : {});
