/**
 * The posting entries of a job: one per index term, under `POST#<term>` sorted by posting time (keys.posting).
 * Word terms (`w:<term>`) come from every word of the title, description, requirements, skills, categories,
 * company name and location; structural terms (all, type, arrangement, company, category, experience, location
 * words) let a browse without words start from the smallest list. An entry carries only what a query needs:
 * a bitmask of the fields the term occurs in (relevance and "why it matched") and the filter attributes, so each
 * is a few hundred bytes (one write unit).
 */
import { contractTypeOf } from '../../../shared/constants.js';
import { payOf, yearlyEuros } from '../../../shared/pay/pay.js';
import type { MatchedField } from '../../../shared/types.js';
import { isListed } from '../db/jobs/job-visibility.js';
import { type JobRecord, workArrangementOf } from '../db/jobs/jobs-model.js';
import { keys } from '../db/kit/keys.js';
import { foldText, textTerms, tokens, unique } from './analyze.js';

export const FIELD_BITS: Record<MatchedField, number> = {
  title: 1,
  skills: 2,
  categories: 4,
  company: 8,
  location: 16,
  description: 32,
  requirements: 64,
};

export const fieldsOf = (mask: number): MatchedField[] =>
  (Object.keys(FIELD_BITS) as MatchedField[]).filter((field) => (mask & FIELD_BITS[field]) !== 0);

/** Location words indexed as structural terms; a longer location still matches on its first words. */
export const MAX_LOCATION_WORDS = 5;

export const term = {
  all: () => 'all',
  jobType: (jobType: string) => `type:${jobType}`,
  workArrangement: (arrangement: string) => `wa:${arrangement}`,
  company: (companyId: number) => `co:${companyId}`,
  category: (categoryId: number) => `cat:${categoryId}`,
  experience: (level: string) => `exp:${level.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  location: (word: string) => `loc:${word}`,
  word: (value: string) => `w:${value}`,
};

/** Location words for the structural terms and the location filter: folded, not stemmed (they are names). */
export function locationWords(location: string): string[] {
  return unique(tokens(location));
}

/** The location as one folded phrase ('Montréal, QC' → 'montreal qc') for the "contains" check. */
export function locationPhrase(location: string): string {
  return locationWords(location).join(' ');
}

/** What every entry of a job carries besides its key and field mask: the attributes the filters test. */
export interface EntryAttributes {
  /** Job id (also in the sort key), to fetch the summary. */
  id: number;
  co: number;
  ty: string;
  wa: string;
  ex?: string;
  cats: number[];
  loc: string;
  /** Yearly pay in euros (shared/pay): the salary filter compares these, whatever the job's currency and period. */
  smin?: number;
  smax?: number;
  /** The closing date (YYYY-MM-DD): the expiry worker finds the jobs past it, and search leaves them out. */
  cl?: string;
  /** The title's word count: how much of the title a search covers (relevance.ts). */
  tw: number;
}

export type PostingEntry = EntryAttributes & { pk: string; sk: string; f?: number };

export function entryAttributes(job: JobRecord): EntryAttributes {
  const pay = payOf(job);
  const yearly = pay ? yearlyEuros(pay) : undefined;
  return {
    id: job.id,
    co: job.companyId,
    ty: contractTypeOf(job.jobType),
    wa: workArrangementOf(job.jobType, job.workArrangement, job.location),
    ...(job.experience ? { ex: job.experience } : {}),
    cats: job.categoryIds ?? [],
    loc: locationPhrase(job.location),
    ...(yearly ? { smin: yearly.min, smax: yearly.max } : {}),
    ...(job.closingDate ? { cl: job.closingDate } : {}),
    tw: tokens(job.title).length,
  };
}

/** Word term → bitmask of the fields it occurs in. */
export function wordMasks(job: JobRecord): Map<string, number> {
  const texts: [MatchedField, string][] = [
    ['title', job.title],
    ['skills', (job.skills ?? []).join('\n')],
    ['categories', (job.categories ?? []).join('\n')],
    ['company', job.companyName],
    ['location', job.location],
    ['description', job.description],
    ['requirements', job.requirements],
  ];
  const masks = new Map<string, number>();
  for (const [field, text] of texts) {
    for (const value of textTerms(text)) {
      const key = term.word(value);
      masks.set(key, (masks.get(key) ?? 0) | FIELD_BITS[field]);
    }
  }
  return masks;
}

export function structuralTerms(job: JobRecord): string[] {
  return unique([
    term.all(),
    term.jobType(contractTypeOf(job.jobType)),
    term.workArrangement(workArrangementOf(job.jobType, job.workArrangement, job.location)),
    term.company(job.companyId),
    ...(job.experience ? [term.experience(job.experience)] : []),
    ...(job.categoryIds ?? []).map(term.category),
    ...locationWords(job.location).slice(0, MAX_LOCATION_WORDS).map(term.location),
  ]);
}

/** Every entry of an active job, by key; none for an inactive or missing one. */
export function postingEntries(job: JobRecord | undefined): Map<string, PostingEntry> {
  const entries = new Map<string, PostingEntry>();
  if (!job || !isListed(job)) return entries;
  const attributes = entryAttributes(job);
  const add = (value: string, mask?: number) => {
    const key = keys.postingEntry(value, job.createdAt, job.id);
    entries.set(`${key.pk}|${key.sk}`, { ...key, ...attributes, ...(mask === undefined ? {} : { f: mask }) });
  };
  for (const value of structuralTerms(job)) add(value);
  for (const [value, mask] of wordMasks(job)) add(value, mask);
  return entries;
}

const sameEntry = (a: PostingEntry, b: PostingEntry) => JSON.stringify(a) === JSON.stringify(b);

/** What turns the entries of `before` into those of `after`: puts of new or changed entries, deletes of the rest. */
export function postingChanges(before: JobRecord | undefined, after: JobRecord | undefined) {
  const old = postingEntries(before);
  const next = postingEntries(after);
  const puts = [...next].filter(([id, entry]) => !old.has(id) || !sameEntry(old.get(id) as PostingEntry, entry));
  const deletes = [...old].filter(([id]) => !next.has(id));
  return {
    puts: puts.map(([, entry]) => entry),
    deletes: deletes.map(([, entry]) => ({ pk: entry.pk, sk: entry.sk })),
  };
}

/** The plain words of an active job worth offering as "Did you mean" corrections (letters only, 3–20 long). */
export function vocabularyWords(job: JobRecord | undefined): string[] {
  if (!job || !isListed(job)) return [];
  const text = [job.title, job.description, job.requirements, ...(job.skills ?? []), ...(job.categories ?? [])];
  return unique(tokens(foldText(text.join('\n')))).filter((word) => /^[a-z]{3,20}$/.test(word));
}
