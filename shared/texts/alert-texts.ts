/** Words of job alerts: the Job Alerts page, "Save this search as an alert", the alert emails and their answers. */

import { ALERT_CONFIRM_HOURS, ALERTS_MAX, type AlertFrequency } from '../constants.js';

export const frequencyLabels: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const alertMessages = {
  alertsFull: `You can keep at most ${ALERTS_MAX} job alerts; delete one to create another`,
  alertNotFound: 'Job alert not found',
  alertDeleted: 'Alert deleted',
  nameMax: 'Alert name must be at most 100 characters',
  frequency: 'Notification frequency must be instant, daily or weekly',
  linkInvalid: 'This link is not valid. Copy the whole link from the email, or manage your alerts on the site.',
  confirmExpired: `This confirmation link has expired (links work for ${ALERT_CONFIRM_HOURS} hours). Subscribe again.`,
  checkInbox: (email: string) => `Check your inbox: we sent a link to ${email}. The alert starts once you confirm it.`,
  confirmationNotQueued: 'We could not send your confirmation email just now. Please try again in a minute.',
  confirmed: 'Your job alert is confirmed: new matching jobs will be emailed to you.',
  /** Unsubscribing deletes the alert (it leaves /job-alerts too): a new one is the way back. */
  unsubscribed:
    'You are unsubscribed: this job alert is deleted and sends no more emails. To get alerts again, create a new one.',
  alreadyGone: 'This alert no longer exists: it sends no emails.',
  tooManySubscriptions: (minutes: number) =>
    `Too many subscriptions. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  nameRequired: 'Please give the alert a name',
  keywordsRequired: 'Please enter at least one keyword',
  nothingToChange: 'Give a name, frequency or active state to change',
} as const;

export const alertLabels = {
  jobAlertsTitle: 'Job Alerts',
  jobAlertsSubtitle:
    'Save a search and we email you the new jobs that match it: at once, once a day or once a week. Every email ' +
    'has an unsubscribe link, and your mail app can unsubscribe in one click.',
  createAlert: 'Create Alert',
  alertName: 'Alert Name',
  location: 'Location',
  keywords: 'Keywords',
  keywordsHelp: 'Separate keywords with commas, e.g. React, TypeScript; a job must match every one',
  frequency: 'Notification Frequency',
  email: 'Email',
  emailHelp: 'We send a confirmation link first; nothing is sent until you confirm.',
  subscribe: 'Subscribe',
  yourAlerts: 'Your Alerts',
  receivingNotifications: 'Receiving notifications',
  paused: 'Paused',
  /** Said once a pause or a resume is kept (the switch is named by the alert and the state it shows). */
  alertPaused: (name: string) => `${name} paused`,
  alertResumed: (name: string) => `${name} receiving notifications again`,
  deleteAlert: (name: string) => `Delete alert ${name}`,
  deleteTitle: 'Delete this job alert?',
  deleteText: (name: string) =>
    `"${name}" will send no more emails. This cannot be undone; you can create a new alert at any time.`,
  deleteConfirm: 'Delete alert',
  deleting: 'Deleting...',
  alertDeleted: 'Alert deleted',
  noAlerts: 'No job alerts yet',
  noAlertsText: 'Create an alert, or use "Save this search as an alert" on the jobs list.',
  signInToManage: 'Sign in as a job seeker to see and manage your alerts here.',
  companiesNoAlerts: 'Job alerts are for job seekers.',
  alertsLoadFailed: 'Could not load your alerts',
  alertCreated: 'Alert created',
  alertSaveFailed: 'Could not save the alert',
  alertChangeFailed: 'Could not change the alert',
  alertDeleteFailed: 'Could not delete the alert',
  tryAgain: 'Something went wrong. Please try again.',
  lastSent: (date: string) => `Last email ${date}`,
  searchOf: (summary: string) => `Jobs: ${summary}`,
  allJobs: 'every new job',
  quickSearch: 'Quick Job Search',
  quickSearchText: 'Search the board right now.',
  searchJobs: 'Search jobs',
  saveSearch: 'Save this search as an alert',
  saveSearchTitle: 'Email me new jobs for this search',
  cancel: 'Cancel',
  save: 'Save alert',
  confirmTitle: 'Confirm your job alert',
  confirmQuestion: 'Press Confirm alert to start the emails of this job alert.',
  confirmAlert: 'Confirm alert',
  unsubscribeTitle: 'Unsubscribe from a job alert',
  unsubscribeQuestion: 'Press Unsubscribe to delete this job alert: it will send no more emails.',
  unsubscribe: 'Unsubscribe',
  manageAlerts: 'Manage job alerts',
  browseJobs: 'Browse jobs',
} as const;

/** The alert emails' texts. */
export const alertEmailTexts = {
  confirmSubject: 'Confirm your job alert',
  confirmIntro: (name: string) =>
    `Someone (we hope you) asked to get job alerts "${name}" at this address. Confirm to start them:`,
  confirmIgnore: `If it was not you, ignore this email: without a confirmation within ${ALERT_CONFIRM_HOURS} hours nothing is sent.`,
  confirmAction: 'Confirm the job alert',
  digestSubject: (count: number, name: string) => `${count} new ${count === 1 ? 'job' : 'jobs'} for "${name}"`,
  digestIntro: (count: number, name: string) =>
    `${count} new ${count === 1 ? 'job matches' : 'jobs match'} your job alert "${name}":`,
  more: (count: number) => `…and ${count} more`,
  seeAll: 'See every match',
  /** Only in a seeker's alert: a visitor's alert (no account) is not listed on the alerts page. */
  manage: 'Manage your job alerts',
  /** A visitor's alert cannot be edited: unsubscribing and subscribing again is how it changes. */
  visitorChange: 'To change this alert, unsubscribe and subscribe again on the Job Alerts page',
  alertsPage: 'Job Alerts',
  unsubscribe: 'Unsubscribe from this alert',
} as const;
