/** The main navigation, shared by the desktop bar and the mobile drawer. */
import type { Role } from '@shared/constants.js';
import { seekerLabels } from '@shared/seekers-texts.js';
import { labels } from '@shared/texts.js';

export const mainNavItems = [
  { label: labels.findJobs, to: '/' },
  { label: labels.companies, to: '/companies' },
  { label: labels.resources, to: '/resources' },
] as const;

/**
 * The signed-in user's menu; `companyOnly` entries are shown to companies only, `seekerOnly` ones to job
 * seekers only.
 */
export const accountNavItems = [
  { label: labels.profile, to: '/profile', companyOnly: false, seekerOnly: false },
  { label: labels.dashboard, to: '/dashboard', companyOnly: true, seekerOnly: false },
  { label: labels.applications, to: '/applications', companyOnly: false, seekerOnly: false },
  { label: seekerLabels.savedJobsTitle, to: '/saved-jobs', companyOnly: false, seekerOnly: true },
] as const;

/** The account menu's entries for a role. */
export function accountNavFor(role: Role | undefined) {
  return accountNavItems.filter(
    (item) => (role === 'company' || !item.companyOnly) && (role === 'job_seeker' || !item.seekerOnly),
  );
}
