/** Words of moderation: reporting a job, the admin desk, and the messages of their API answers. */
import { REASON_MAX, REASON_MIN, REPORT_DETAILS_MAX, REPORTS_TO_HIDE } from '../constants.js';
import type { JobModerationState } from '../moderation-types.js';
import { labels } from './labels.js';

export const moderationMessages = {
  reportReason: 'Reason must be one of: spam, scam, offensive, misleading, other',
  reportDetailsMax: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  alreadyReported: 'You have already reported this job. Thank you: an admin will review it.',
  ownJob: 'You cannot report a job your own company posted',
  tooManyReports: (minutes: number) =>
    `Too many reports from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in to report.`,
  reasonRequired: `Please give a reason of at least ${REASON_MIN} characters`,
  reasonMax: `The reason must be at most ${REASON_MAX} characters`,
  action: 'Action must be one of: deactivate, restore, delete',
  suspended: 'suspended must be true or false',
  alreadyDeactivated: 'This job is already deactivated by an admin',
  nothingToRestore: 'This job is listed and has no open reports: there is nothing to restore',
  alreadySuspended: 'This company is already suspended',
  notSuspended: 'This company is not suspended',
  /** The refusal of a suspended company's post, edit, activation or deactivation, with the admin's reason. */
  companySuspended: (reason: string) =>
    `Your company is suspended${reason ? ` (reason: ${reason})` : ''}, so it cannot post, edit, activate or deactivate jobs. Please contact us through the contact page.`,
  done: { deactivate: 'Job deactivated', restore: 'Job restored', delete: 'Job deleted' },
  companyDone: { suspend: 'Company suspended', reinstate: 'Company reinstated' },
  hiddenByReports: `Hidden automatically: reported by ${REPORTS_TO_HIDE} different users`,
} as const;

/** What a suspended company is told: on its dashboard and by email, and again by email when reinstated. */
export const suspensionTexts = {
  bannerTitle: 'Your company is suspended',
  reason: (reason: string) => `Reason: ${reason}`,
  meaning:
    'Your jobs are hidden from job seekers, and you cannot post, edit, activate or deactivate jobs until an admin reinstates your company. If you think this is a mistake, write to us through the contact page.',
  contactUs: 'Contact us',
  hiddenJob: 'Hidden: company suspended',
  suspendedSubject: 'Your company is suspended on JobBoard',
  suspendedText: (name: string, company: string, reason: string, contact: string) =>
    [
      `Hello ${name},`,
      '',
      `An admin has suspended ${company} on JobBoard.`,
      `Reason: ${reason}`,
      '',
      'While it is suspended, its jobs are hidden from job seekers and it cannot post, edit, activate or deactivate jobs.',
      `If you think this is a mistake, write to us: ${contact}`,
    ].join('\n'),
  reinstatedSubject: 'Your company is reinstated on JobBoard',
  reinstatedText: (name: string, company: string) =>
    [
      `Hello ${name},`,
      '',
      `An admin has reinstated ${company} on JobBoard. Its jobs are listed again (those still active and open), and it can post and edit jobs as before.`,
    ].join('\n'),
} as const;

/**
 * What a company's dashboard says of its own job while moderation keeps it from the public (the suspension's banner
 * says the rest of that one), and what it may still do.
 */
export const ownJobModerationTexts = {
  badges: {
    'hidden-for-review': 'Hidden: under review',
    'deactivated-by-admin': 'Deactivated by an admin',
    'company-suspended': suspensionTexts.hiddenJob,
  } satisfies Record<JobModerationState, string>,
  explanations: {
    'hidden-for-review':
      'Several people reported this job, so it is hidden until an admin reviews it. You can still edit or delete it.',
    'deactivated-by-admin':
      'An admin took this job off the board, and only an admin can list it again. You can still edit or delete it; once it is fixed, write to us to have it reviewed.',
  },
  reason: (reason: string) => `Reason: ${reason}`,
  contactUs: 'Contact us',
} as const;

export const reportLabels = {
  reasons: {
    spam: 'Spam or advertising',
    scam: 'Scam or fraud',
    offensive: 'Offensive or discriminatory',
    misleading: 'Wrong or misleading information',
    other: 'Something else',
  },
  reportJob: 'Report this job',
  dialogTitle: 'Report this job',
  dialogText: 'Tell us what is wrong with this job. An admin reviews every report.',
  reason: 'Reason',
  details: 'Details (optional)',
  email: 'Your email (optional)',
  emailHelp: 'Only if you want us to follow up. You do not need an account to report a job.',
  detailsLeft: (left: number) => `${left} characters left`,
  send: 'Send report',
  cancel: 'Cancel',
  sending: 'Sending...',
  sent: 'Report sent',
  sentText: 'Thank you. An admin will review this job.',
  failed: 'Report not sent',
} as const;

export const deskLabels = {
  title: labels.adminDesk,
  subtitle: 'Reported jobs, recent posts and companies: every action asks for a reason and goes into the audit log.',
  tabs: { reports: 'Reports', recent: 'Recent jobs', companies: 'Companies', audit: 'Audit log' },
  loadMore: 'Load more',
  // The queue
  queueEmpty: 'Nothing to review',
  queueEmptyText: 'Reported jobs and jobs taken down by an admin appear here.',
  states: {
    'hidden-for-review': 'Hidden pending review',
    'deactivated-by-admin': 'Deactivated by an admin',
    'company-suspended': 'Company suspended',
  },
  listed: 'Listed',
  deleted: 'Deleted',
  inactive: 'Inactive (company)',
  reportCount: (count: number) => (count === 1 ? '1 open report' : `${count} open reports`),
  reportBy: (name: string | undefined, date: string) => `${name ?? 'A user'} · ${date}`,
  visitor: (email: string | undefined) => (email ? `A signed-out visitor (${email})` : 'A signed-out visitor'),
  // Actions
  restore: 'Restore',
  reactivate: 'Reactivate',
  dismiss: 'Dismiss reports',
  deactivate: 'Deactivate',
  delete: 'Delete',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
  actionFor: (action: string, name: string) => `${action}: ${name}`,
  reasonLabel: 'Reason (kept in the audit log)',
  reasonHelp: 'At least 3 characters, so the next admin knows why.',
  confirmTitle: (action: string, name: string) => `${action} “${name}”?`,
  confirmText: {
    restore: 'The job is listed again as its company left it, and its open reports are closed.',
    deactivate: 'The job leaves search, lists and its page until an admin restores it. Its company cannot undo this.',
    delete: 'The job is deleted for good with its reports. Its applicants keep their applications.',
    suspend:
      'The company can no longer post or edit jobs, and all its jobs leave search and lists until it is reinstated.',
    reinstate: 'The company can post again and its jobs are listed again (those it left active).',
  },
  cancel: 'Cancel',
  working: 'Saving...',
  actionFailed: 'Action not done',
  // Recent jobs and companies
  recentEmpty: 'No jobs on the board',
  recentEmptyText: 'Newly posted jobs appear here, newest first.',
  companiesEmpty: 'No companies found',
  companiesEmptyText: 'Companies appear here once they register.',
  searchCompanies: 'Search companies by name',
  openJobs: (count: number) => (count === 1 ? '1 open job' : `${count} open jobs`),
  suspendedSince: (date: string, reason: string) => `Suspended on ${date}: ${reason}`,
  postedOn: (company: string, date: string) => `${company} · posted ${date}`,
  // Audit log
  auditEmpty: 'No actions yet',
  auditEmptyText:
    'Every moderation action and every answer to "Still hiring?" appears here, newest first, with who did it and why.',
  auditWhen: 'When',
  auditWho: 'Who',
  auditWhat: 'What',
  auditWhy: 'Why',
  auditActions: {
    'job.hidden': 'Hid job',
    'job.deactivated': 'Deactivated job',
    'job.restored': 'Restored job',
    'job.deleted': 'Deleted job',
    'company.suspended': 'Suspended company',
    'company.unsuspended': 'Reinstated company',
    'account.exported': 'Downloaded the data of account',
    'job.confirmed-open': 'Confirmed still hiring for',
    'job.closed-by-company': 'Closed (no longer hiring)',
    'job.closed-unconfirmed': 'Closed (not confirmed as still hiring)',
    'job.near-duplicate': 'Flagged as a near-duplicate:',
  },
} as const;
