import * as v from 'valibot';
import { JOBS_PAGE_DEFAULT, SAVED_JOBS_PAGE_DEFAULT } from '../constants.js';
import { optionalWholeNumberText, wholeNumberTextOr } from './fields.js';
import { jobQuerySchema } from './job-query.js';
import { savedJobsQuerySchema } from './saved-jobs.js';

describe('whole numbers given as text', () => {
  const limit = v.object({ limit: wholeNumberTextOr('limit', 1, 50, 20) });

  it('reads a page size with a fallback for a missing or empty one (?limit=)', () => {
    expect(v.parse(limit, {})).toEqual({ limit: 20 });
    expect(v.parse(limit, { limit: '' })).toEqual({ limit: 20 });
    expect(v.parse(limit, { limit: ' 7 ' })).toEqual({ limit: 7 });
  });

  it('refuses a page size out of range or not a number, saying why', () => {
    expect(v.safeParse(limit, { limit: '0' }).issues?.[0]?.message).toBe('limit must be at least 1');
    expect(v.safeParse(limit, { limit: '51' }).issues?.[0]?.message).toBe('limit must be at most 50');
    expect(v.safeParse(limit, { limit: 'ten' }).issues?.[0]?.message).toBe('limit must be a whole number');
  });

  it('leaves an optional number undefined when missing or empty', () => {
    const company = v.object({ company: optionalWholeNumberText('company', 1, 9) });
    expect(v.parse(company, {})).toEqual({});
    expect(v.parse(company, { company: '' })).toEqual({ company: undefined });
    expect(v.parse(company, { company: '3' })).toEqual({ company: 3 });
  });

  it('gives the routes with a page size their default for ?limit=', () => {
    expect(v.parse(savedJobsQuerySchema, { limit: '' }).limit).toBe(SAVED_JOBS_PAGE_DEFAULT);
    expect(v.parse(jobQuerySchema, { limit: '' }).limit).toBe(JOBS_PAGE_DEFAULT);
  });
});
