/** Messages of the hiring API, worded here; the screens show them as received. */
export const hiringMessages = {
  noCompanyProfile: 'Your account has no company profile, so it cannot post jobs',
  adminModerationOnly: 'Admins may only activate, deactivate or delete a job',
  nothingToChange: 'Send at least one job field to change',
  closingDatePassed: "This job's closing date has passed: give it a new closing date to open it again",
  jobDeleted: 'The job has been deleted',
  alreadyApplied: 'You have already applied to this job',
  alreadyDecided: (status: string) =>
    `This application has already been ${status}; only pending applications can be approved or rejected`,
  jobRemoved: 'This job has been removed, so its applications can no longer be approved or rejected',
} as const;
