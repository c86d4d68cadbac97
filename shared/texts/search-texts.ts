/**
 * The words of the jobs list's search answer: the number of matches, the suggestion, the pay read in the words,
 * why a job matched;
 * and the job page's similar jobs (the search index finds them, the API says why).
 */
import { groupDigits } from '../group-digits.js';
import type { MatchedField } from '../types.js';

const FIELD_NAMES: Record<MatchedField, string> = {
  title: 'title',
  skills: 'skills',
  categories: 'category',
  company: 'company',
  location: 'location',
  description: 'description',
  requirements: 'requirements',
};

/** '1 job', '24 jobs', '1,000+ jobs' (`capped`: the number is a lower bound). */
function jobCount(count: number, capped = false): string {
  return `${groupDigits(count)}${capped ? '+' : ''} ${count === 1 && !capped ? 'job' : 'jobs'}`;
}

export const searchTexts = {
  jobCount,
  showJobs: (count: number, capped = false) => `Show ${jobCount(count, capped)}`,
  /** The list's heading when its jobs could not be loaded: no count, which would read as "nothing matches". */
  noJobsShown: 'No jobs shown',
  didYouMean: 'Did you mean',
  payInWords: 'Looking for pay?',
  /** The link that moves pay out of the words into the salary filter: `pay` is "$90k a year" or "€60k–70k a year". */
  jobsPaying: (words: string | undefined, pay: string, isRange: boolean) =>
    `Show ${words ? `“${words}” jobs` : 'jobs'} paying ${pay}${isRange ? '' : ' or more'}`,
  matchedIn: (fields: readonly MatchedField[]) =>
    `Matched in ${fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}`,
  anyArrangement: 'Any arrangement',
  similarJobs: 'Similar jobs',
  similarJobsLoading: 'Loading similar jobs',
};
