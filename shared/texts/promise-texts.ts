/** Words of the board's promises (still hiring, every application answered, response figures, reposts). */
export const promiseTexts = {
  // Still hiring?
  closedUnconfirmed: 'Closed: the company did not confirm it is still hiring',
  closedUnconfirmedText: 'This job was closed because its company did not confirm it is still hiring.',
  closedUnconfirmedShort: 'Closed: not confirmed',
  confirmedOpenAgo: (distance: string) => `Confirmed open ${distance} ago`,
  stillHiringTitle: 'Still hiring?',
  stillHiringQuestion: (title: string, closesOn: string) =>
    `"${title}" has been open a while. Is it still open? Without an answer it closes on ${closesOn}.`,
  stillHiringConfirm: 'Yes, still hiring',
  stillHiringClose: 'No, close it',
  stillHiringConfirmFor: (title: string) => `Yes, still hiring for ${title}`,
  stillHiringCloseFor: (title: string) => `No, close ${title}`,
  stillHiringConfirmed: 'Thank you: the job shows it is confirmed open',
  stillHiringClosed: 'The job is closed',
  notOpenAnyMore: 'This job is closed: repost it to open it again',
  // Reposts are not new jobs
  repostTitle: (title: string) => `Is this "${title}" again?`,
  repostText: (percent: number, postedOn: string, open: boolean) =>
    `Your draft is ${percent} % the same as your job posted on ${postedOn}. ${open ? 'It is still open: edit it rather than posting it twice.' : 'Reopen it rather than posting it again: its applicants and its history stay with it.'}`,
  reopenIt: 'Reopen it',
  editIt: 'Edit it',
  postAsNew: 'Post as a new job',
  keepEditing: 'Keep editing',
  jobReopened: 'Job reopened',
  // The job form, up front
  formNoticeTitle: 'What the board asks of you',
  formNotice: [
    'Every 30 days we ask you to confirm the job is still open: one click on your dashboard. Unanswered for 7 days, it closes and says why.',
    'Answer every applicant: we remind you at 7 and 14 days; after 30 days without a decision the applicant is told "No decision".',
    'How many applications you answer within 14 days is shown on your company page and your job cards.',
  ],
  // Every application gets an answer
  viewedByCompany: 'Viewed by the company',
  notViewedYet: 'Not opened by the company yet',
  noDecisionExplained:
    'The company did not decide within 30 days. This is not a rejection: it can still decide, and you will hear from us if it does.',
  waitingDays: (days: number) => (days < 1 ? 'Waiting since today' : `Waiting ${days} ${days === 1 ? 'day' : 'days'}`),
  waitingSummary: (count: number, oldestDays: number) => {
    const since = oldestDays < 1 ? 'since today' : `for ${oldestDays} ${oldestDays === 1 ? 'day' : 'days'}`;
    const waiting =
      count === 1
        ? `1 application is waiting for your answer, ${since}`
        : `${count} applications are waiting for your answer, the oldest ${since}`;
    return `${waiting}. We remind you at 7 and 14 days; at 30 days the applicant is told "No decision".`;
  },
} as const;
