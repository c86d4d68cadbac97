/**
 * The kinds of GET /api/jobs query the benchmark measures. Values are chosen so that each kind fills
 * a page on the smallest board (a combination with fewer matches than a page reads its whole driver list on a
 * small board, which says nothing about growth); the rare word is in RARE_WORD_JOBS jobs at any size.
 */
import type { JobQueryInput } from '../../../../shared/schemas/job-query.js';
import { RARE_WORD } from '../../harness/generate-jobs.js';

export interface QueryKind {
  id: string;
  label: string;
  query: (facts: { firstCompanyId: number }) => JobQueryInput;
  /** Reached by following the cursor from page 1: the page number. */
  page?: number;
}

export const queryKinds: QueryKind[] = [
  { id: 'none', label: 'no filter', query: () => ({}) },
  { id: 'company', label: 'company', query: (facts) => ({ company: String(facts.firstCompanyId) }) },
  { id: 'category', label: 'category', query: () => ({ category: 'Data & Analytics' }) },
  { id: 'jobType', label: 'job type', query: () => ({ jobType: 'contract' }) },
  { id: 'experience', label: 'experience', query: () => ({ experience: 'Senior Level' }) },
  { id: 'location', label: 'location', query: () => ({ location: 'Austin' }) },
  { id: 'salary', label: 'salary minimum', query: () => ({ salaryMin: '150000' }) },
  { id: 'twoFilters', label: 'category + job type', query: () => ({ category: 'Engineering', jobType: 'full_time' }) },
  {
    id: 'threeFilters',
    label: 'category + job type + experience',
    query: () => ({ category: 'Engineering', jobType: 'full_time', experience: 'Mid Level' }),
  },
  { id: 'commonWord', label: 'common word (relevant)', query: () => ({ search: 'engineer' }) },
  { id: 'rareWord', label: 'rare word', query: () => ({ search: RARE_WORD.toLowerCase() }) },
  { id: 'team', label: 'common word "team"', query: () => ({ search: 'team' }) },
  { id: 'twoWords', label: 'two words', query: () => ({ search: 'software engineer' }) },
  { id: 'threeWords', label: 'three words', query: () => ({ search: 'senior software engineer' }) },
  { id: 'wordNewest', label: 'common word, newest first', query: () => ({ search: 'engineer', sort: 'newest' }) },
  { id: 'page1', label: 'page 1 (no filter)', query: () => ({}), page: 1 },
  { id: 'page10', label: 'page 10 by cursor (no filter)', query: () => ({}), page: 10 },
];
