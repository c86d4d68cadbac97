/** The main navigation of spec §2, shared by the desktop bar and the mobile drawer. */
import { labels } from '../../../../shared/texts.js';

export const mainNavItems = [
  { label: labels.findJobs, to: '/' },
  { label: labels.companies, to: '/companies' },
  { label: labels.resources, to: '/resources' },
] as const;

/** The signed-in user's menu; `companyOnly` entries are shown to companies only (spec §6). */
export const accountNavItems = [
  { label: labels.profile, to: '/profile', companyOnly: false },
  { label: labels.dashboard, to: '/dashboard', companyOnly: true },
  { label: labels.applications, to: '/applications', companyOnly: false },
] as const;
