/**
 * How long personal data is kept, in one place (docs/deploy.md, "Personal data: what is kept and for how long").
 * The retention worker (functions/workers/enforce-retention.ts, daily) enforces both.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const retention = {
  /**
   * A CV file attached to nothing (no profile holds it, no application carries it: a replace or a deletion whose
   * file delete failed) is removed once it is this old. Long enough that no upload or apply under way is caught.
   */
  unattachedCvDays: 7,
  /**
   * An application's copies (the resume text, the cover letter, the CV file sent with it) are removed once its job
   * has been closed (made inactive, expired or deleted) this long; what remains is the record that it happened
   * (job title, company, dates, status), for the seeker's history and the company's figures.
   */
  closedJobApplicationDays: 180,
} as const;

/** The moment before which something `days` old or older was made. */
export const olderThan = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS).toISOString();
