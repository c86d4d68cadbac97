/**
 * GET /api/jobs query: search, location, company, job type and category (empty values are left out), plus work
 * arrangement, experience, salary range, sort and pagination.
 * Without `sort`, a search with words is ordered by relevance and a browse newest first.
 */
import * as v from 'valibot';
import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  JOBS_PAGE_DEFAULT,
  JOBS_PAGE_MAX,
  SORT_OPTIONS,
  WORK_ARRANGEMENTS,
} from '../constants.js';
import { optionalQueryText, optionalWholeNumberText } from './fields.js';

const optionalChoice = <T extends readonly string[]>(name: string, options: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(v.picklist(options, `${name} must be one of: ${options.join(', ')}`)),
    ),
  );

export const jobQuerySchema = v.pipe(
  v.object({
    search: optionalQueryText('search', 200),
    location: optionalQueryText('location', 100),
    company: optionalWholeNumberText('company', 1, Number.MAX_SAFE_INTEGER),
    jobType: optionalChoice('jobType', JOB_TYPES),
    workArrangement: optionalChoice('workArrangement', WORK_ARRANGEMENTS),
    category: optionalQueryText('category', 100),
    experience: optionalChoice('experience', EXPERIENCE_LEVELS),
    salaryMin: optionalWholeNumberText('salaryMin', 0, 10_000_000),
    salaryMax: optionalWholeNumberText('salaryMax', 0, 10_000_000),
    sort: optionalChoice('sort', SORT_OPTIONS),
    limit: v.optional(optionalWholeNumberText('limit', 1, JOBS_PAGE_MAX), String(JOBS_PAGE_DEFAULT)),
    cursor: optionalQueryText('cursor', 2000),
  }),
  v.check(
    (query) => query.salaryMin === undefined || query.salaryMax === undefined || query.salaryMin <= query.salaryMax,
    'salaryMin must not be more than salaryMax',
  ),
  v.transform((query) => ({
    ...query,
    limit: query.limit ?? JOBS_PAGE_DEFAULT,
  })),
);

export type JobQuery = v.InferOutput<typeof jobQuerySchema>;
/** The query as the web app builds it (all text, like a URL). */
export type JobQueryInput = Partial<Record<keyof v.InferInput<typeof jobQuerySchema>, string>>;
