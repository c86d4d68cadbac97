/** GET /api/saved-jobs: its query (page size and cursor) and what each entry of the answer holds. */
import * as v from 'valibot';
import { SAVED_JOBS_PAGE_DEFAULT, SAVED_JOBS_PAGE_MAX } from '../constants.js';
import type { JobSummary } from '../types.js';
import { optionalQueryText, wholeNumberTextOr } from './fields.js';

export const savedJobsQuerySchema = v.object({
  limit: wholeNumberTextOr('limit', 1, SAVED_JOBS_PAGE_MAX, SAVED_JOBS_PAGE_DEFAULT),
  cursor: optionalQueryText('cursor', 2000),
});

export interface SavedJob {
  jobId: number;
  savedAt: string;
  /**
   * 'open': active, accepting applications; 'closed': deactivated by its company; 'removed': deleted. A job that
   * is not open still shows (from what was saved), so a bookmark never silently vanishes.
   */
  state: 'open' | 'closed' | 'removed';
  /** The job as it is now, or as it was when saved once it has been removed. */
  job: JobSummary;
}
