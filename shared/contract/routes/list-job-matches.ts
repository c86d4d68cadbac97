import type { JobMatches } from '../../matching-types.js';
import { jobQuerySchema } from '../../schemas/job-query.js';
import { defineRoute, responds } from '../define.js';

/** The jobs list's query narrows the matches ("Best match" order); its sort, limit and cursor are not used. */
export const route = defineRoute('list-job-matches', { query: jobQuerySchema }, responds<JobMatches>());
