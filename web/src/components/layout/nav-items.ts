/** The main navigation, shared by the desktop bar and the mobile drawer. */

import type { Role } from '@shared/constants.js';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { labels } from '@shared/texts.js';

export const mainNavItems = [
  { label: labels.findJobs, to: '/' },
  { label: labels.companies, to: '/companies' },
  { label: labels.resources, to: '/resources' },
] as const;

/**
 * The signed-in user's menu; an entry with `only` is shown to that role alone: the dashboard and the company
 * profile to companies, saved jobs and job alerts to job seekers, the admin desk to admins.
 */
export const accountNavItems: readonly { label: string; to: string; only?: Role }[] = [
  { label: labels.profile, to: '/profile' },
  { label: labels.dashboard, to: '/dashboard', only: 'company' },
  { label: labels.companyProfile, to: '/company-profile', only: 'company' },
  { label: labels.applications, to: '/applications' },
  { label: seekerLabels.savedJobsTitle, to: '/saved-jobs', only: 'job_seeker' },
  { label: alertLabels.jobAlertsTitle, to: '/job-alerts', only: 'job_seeker' },
  { label: labels.adminDesk, to: '/admin', only: 'admin' },
];

/** The account menu's entries for a role. */
export function accountNavFor(role: Role | undefined) {
  return accountNavItems.filter((item) => !item.only || item.only === role);
}
