/**
 * Words of the job seeker's tools: saved jobs, withdrawing, and the application emails. The marks every job card
 * shows (bookmark, Applied) are in job-mark-texts.ts, which the first screen loads.
 */

import { SAVED_JOBS_MAX } from '../constants.js';
import { groupDigits } from '../group-digits.js';

export const seekerMessages = {
  savedJobsFull: `You can keep at most ${groupDigits(SAVED_JOBS_MAX)} saved jobs; remove one to save another`,
  onlyPendingWithdrawn: (status: string) =>
    `This application has already been ${status}; only pending applications can be withdrawn`,
  withdrawnCannotBeDecided: 'The applicant has withdrawn this application, so it can no longer be approved or rejected',
} as const;

export const seekerLabels = {
  savedJobsTitle: 'Saved jobs',
  savedJobsSubtitle: 'Jobs you bookmarked, most recently saved first.',
  savedJobsEmpty: 'No saved jobs yet',
  savedJobsEmptyText: 'Tap the bookmark on any job to keep it here for later.',
  browseJobs: 'Browse jobs',
  loadMore: 'Load more',
  noLongerActive: 'No longer accepting applications',
  savedOn: (date: string) => `Saved on ${date}`,
  withdraw: 'Withdraw',
  withdrawFor: (title: string) => `Withdraw your application for ${title}`,
  withdrawTitle: 'Withdraw this application?',
  withdrawText: (title: string) =>
    `The company will see your application for ${title} as withdrawn. You cannot apply to this job again.`,
  withdrawConfirm: 'Withdraw application',
  withdrawing: 'Withdrawing...',
  withdrawn: 'Application withdrawn',
  withdrawFailed: 'Could not withdraw the application',
  mailSettingLabel: 'Email me about new applications',
  mailSettings: { each: 'For each application', daily: 'Once a day, as a summary', none: 'Never' },
  mailSettingSaved: 'Email preference saved',
  mailSettingFailed: 'Could not save your email preference',
} as const;
