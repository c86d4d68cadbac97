/**
 * GET /api/companies query: `search` (words of the name), `sort` jobs (most open jobs first, the default) or name,
 * `includeEmpty=true` to list companies without open jobs too, `limit` and the `cursor` of the previous page.
 */
import * as v from 'valibot';
import { COMPANIES_PAGE_DEFAULT, COMPANIES_PAGE_MAX, COMPANY_SORTS } from '../constants.js';
import { optionalQueryText, wholeNumberTextOr } from './fields.js';

export const companyQuerySchema = v.pipe(
  v.object({
    search: optionalQueryText('search', 100),
    sort: v.optional(v.picklist(COMPANY_SORTS, `sort must be one of: ${COMPANY_SORTS.join(', ')}`), 'jobs'),
    includeEmpty: v.optional(v.picklist(['true', 'false'], 'includeEmpty must be true or false'), 'false'),
    limit: wholeNumberTextOr('limit', 1, COMPANIES_PAGE_MAX, COMPANIES_PAGE_DEFAULT),
    cursor: optionalQueryText('cursor', 2000),
  }),
  v.transform((query) => ({
    ...query,
    includeEmpty: query.includeEmpty === 'true',
    limit: query.limit ?? COMPANIES_PAGE_DEFAULT,
  })),
);

export type CompanyQuery = v.InferOutput<typeof companyQuerySchema>;
