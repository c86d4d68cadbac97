/** What the employer stats routes answer: counts per UTC day over the last STATS_DAYS days, and their sums. */

/** How many days the stats cover, today (UTC) included. */
export const STATS_DAYS = 30;

export interface StatsDay {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  views: number;
  applications: number;
  approved: number;
  rejected: number;
}

export interface StatsTotals {
  views: number;
  applications: number;
  approved: number;
  rejected: number;
  /** Approved ÷ decided (approved + rejected), 0 to 1; null while nothing was decided. */
  approvalRate: number | null;
}

/** One job: every day of the window, oldest first, days without activity as zeros. */
export interface JobStats {
  jobId: number;
  days: StatsDay[];
  totals: StatsTotals;
}

/** A company: its jobs' days summed, and each job's totals (for the posted-jobs list). */
export interface CompanyStats {
  days: StatsDay[];
  totals: StatsTotals;
  jobs: { jobId: number; totals: StatsTotals }[];
}
