/**
 * GET /api/jobs: active jobs, searched and filtered. The body is the page's jobs; headers carry the rest:
 * x-total-count, x-total-capped, x-next-cursor, x-search-suggestion and x-search-pay (constants.ts names them).
 */
import { jobQuerySchema } from '../../schemas/job-query.js';
import type { JobSummary } from '../../types.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-jobs', { query: jobQuerySchema }, responds<JobSummary[]>());
