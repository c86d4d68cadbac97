/** The marks on every job card for a job seeker: the bookmark (save, remove) and Applied (or Withdrawn). */
export const jobMarkLabels = {
  save: (title: string) => `Save ${title}`,
  saveFailed: 'Could not save the job',
  removeFailed: 'Could not remove the saved job',
  saveFailedText: 'Something went wrong. Please try again.',
  saveTooltip: 'Save job',
  savedTooltip: 'Saved: click to remove',
  /** Said to screen readers once the bookmark's change is kept: the pressed state alone changes without a word. */
  savedNotice: (title: string) => `Saved ${title}`,
  removedNotice: (title: string) => `Removed ${title} from saved jobs`,
  applied: 'Applied',
  withdrawn: 'Withdrawn',
} as const;
