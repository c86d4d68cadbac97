/** GET /api/saved-jobs: a page of the seeker's saved jobs; the next page's cursor travels in x-next-cursor. */
import { type SavedJob, savedJobsQuerySchema } from '../../schemas/saved-jobs.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-saved-jobs', { query: savedJobsQuerySchema }, responds<SavedJob[]>());
