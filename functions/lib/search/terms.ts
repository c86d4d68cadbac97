/**
 * The index terms of a job: each term is one posting list (keys.jobTermEntry) holding an entry per active job.
 * Structural terms (all, type, company, category, experience, location words) always come first; the word terms
 * of `search` fill the rest up to MAX_TERMS_PER_JOB, the most telling words first (see docs/data-model.md).
 */
import { JOB_TYPE_LABELS, type JobType } from '../../../shared/constants.js';
import { stemsOf, tokens, unique } from './words.js';

/**
 * Why 45: an edit that changes every term deletes the old entries and writes the new ones in ONE transaction,
 * 2 × 45 + job + company + 3 old and 3 new category counts = 98 items, inside DynamoDB's 100-item limit.
 */
export const MAX_TERMS_PER_JOB = 45;
/** Location words indexed per job; a longer location still matches on its first words. */
export const MAX_LOCATION_WORDS = 5;

export const term = {
  all: () => 'all',
  jobType: (jobType: string) => `type:${jobType}`,
  company: (companyId: number) => `co:${companyId}`,
  category: (categoryId: number) => `cat:${categoryId}`,
  experience: (level: string) => `exp:${level.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  location: (word: string) => `loc:${word}`,
  word: (stem: string) => `w:${stem}`,
};

/**
 * The location words used for `loc:` terms and the location filter: folded, not stemmed (they are names), and
 * stop words kept, since 'OR', 'IN' and 'ME' are states and 'US' a country.
 */
export function locationWords(location: string): string[] {
  return unique(tokens(location));
}

/** The location as one folded phrase ('Montréal, QC' → 'montreal qc') for the "contains" check. */
export function locationPhrase(location: string): string {
  return locationWords(location).join(' ');
}

export interface IndexableJob {
  title: string;
  description: string;
  requirements: string;
  location: string;
  jobType: JobType;
  companyId: number;
  companyName: string;
  experience?: string;
  categories: { id: number; name: string }[];
  skills: string[];
}

/** Words of the long texts, most frequent first (ties: first seen first). */
function wordsByFrequency(text: string): string[] {
  const counts = new Map<string, number>();
  for (const stem of stemsOf(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([stem]) => stem);
}

export function jobTerms(job: IndexableJob): string[] {
  const structural = [
    term.all(),
    term.jobType(job.jobType),
    term.company(job.companyId),
    ...(job.experience ? [term.experience(job.experience)] : []),
    ...job.categories.map((category) => term.category(category.id)),
    ...locationWords(job.location).slice(0, MAX_LOCATION_WORDS).map(term.location),
  ];
  const shortTexts = [
    job.title,
    job.companyName,
    job.location,
    ...job.categories.map((category) => category.name),
    ...job.skills,
    JOB_TYPE_LABELS[job.jobType],
  ];
  const words = unique([
    ...shortTexts.flatMap(stemsOf),
    ...wordsByFrequency(`${job.requirements}\n${job.description}`),
  ]).map(term.word);
  return unique([...structural, ...words]).slice(0, MAX_TERMS_PER_JOB);
}
