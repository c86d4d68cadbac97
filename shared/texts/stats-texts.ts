/** Words of the employer stats: the dashboard's Stats tab and the counts on each posted job. */

import { groupDigits } from '../group-digits.js';

export const statsLabels = {
  tab: 'Stats',
  heading: 'Views and applications',
  window: 'Last 30 days',
  jobChoice: 'Job',
  allJobs: 'All jobs',
  views: 'Views',
  applications: 'Applications',
  approvalRate: 'Approval rate',
  approvalRateNone: 'No decisions yet',
  approvalRateOf: (approved: number, decided: number) => `${approved} of ${decided} approved`,
  day: 'Day',
  chartLabel: (scope: string) => `Views and applications per day over the last 30 days, ${scope}`,
  tableCaption: (scope: string) => `Views and applications per day, ${scope}`,
  showTable: 'Show as table',
  hideTable: 'Hide table',
  loadFailed: 'Stats could not be loaded',
  noJobs: 'No stats yet',
  noJobsText: 'Post a job: its views and applications show up here day by day.',
  noActivity: 'Nothing to count yet',
  noActivityText: 'Nobody has viewed or applied to these jobs in the last 30 days.',
  /** The counts on a posted job's row. */
  rowCounts: (views: number, applications: number) =>
    `${groupDigits(views)} ${views === 1 ? 'view' : 'views'} · ${groupDigits(applications)} ${applications === 1 ? 'application' : 'applications'} in 30 days`,
  jobStats: (title: string) => `Stats of ${title}`,
  stats: 'Stats',
};
