/**
 * The items createJob writes for a new job, built without writing them, so the benchmark can seed a big board
 * with parallel BatchWriteItem calls instead of one transaction per job. Built only from the jobs code's own
 * exports (jobs-model.ts, search/terms.ts, jobs-salary.ts, keys.ts); seed-board.ts checks on a sample that the
 * result equals, item for item, what createJob sends (any drift in jobs-write.ts fails that check loudly).
 */

import { entryBody, entryKey, type JobRecord } from '../../functions/lib/db/jobs-model.js';
import { parseSalary } from '../../functions/lib/db/jobs-salary.js';
import { keys } from '../../functions/lib/db/keys.js';
import { jobTerms } from '../../functions/lib/search/terms.js';
import type { JobInput } from '../../shared/schemas/job-input.js';
import type { Category } from '../../shared/types.js';

export interface JobAuthorInfo {
  company: { id: number; name: string; logo?: string };
  postedBy: number;
}

export interface JobItems {
  /** The job item and one search entry per term. */
  puts: Record<string, unknown>[];
  /** The count items the transaction adds 1 to (the company and each category). */
  counts: { pk: string; sk: string }[];
}

/** Mirrors jobs-write.ts: toRecord() then jobWrites(undefined, record) for an active job. */
export function jobItems(
  id: number,
  input: JobInput,
  author: JobAuthorInfo,
  createdAt: string,
  categoriesByName: Map<string, Category>,
): JobItems {
  const categories = (input.categories ?? []).map((name) => {
    const category = categoriesByName.get(name.toLowerCase());
    if (!category) throw new Error(`Unknown category ${name}`);
    return category;
  });
  const { salaryMin, salaryMax } = parseSalary(input.salary) ?? {};
  const record: JobRecord = {
    id,
    companyId: author.company.id,
    companyName: author.company.name,
    ...(author.company.logo ? { companyLogo: author.company.logo } : {}),
    createdAt,
    postedBy: author.postedBy,
    version: 1,
    ...input,
    isActive: input.isActive ?? true,
    categories: categories.map((category) => category.name),
    categoryIds: categories.map((category) => category.id),
    skills: input.skills ?? [],
    ...(salaryMin === undefined ? {} : { salaryMin, salaryMax }),
    terms: [],
  };
  record.terms = jobTerms({ ...record, categories });
  if (!record.isActive) throw new Error('The bulk path writes active jobs only');
  const job = { ...keys.job(id), ...keys.companyJob(record.companyId, createdAt, id), ...record, type: 'job' };
  const body = entryBody(record);
  return {
    puts: [job, ...record.terms.map((term) => ({ ...entryKey(term, record), ...body }))],
    counts: [keys.company(record.companyId), ...record.categoryIds.map((categoryId) => keys.category(categoryId))],
  };
}

/** One text per item, Sets sorted, keys in order: equal texts mean equal items. */
export function canonical(item: Record<string, unknown>): string {
  const sortKeys = (value: unknown): unknown => {
    if (value instanceof Set) return [...value].sort();
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, field]) => field !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, field]) => [key, sortKeys(field)]),
      );
    }
    return value;
  };
  return JSON.stringify(sortKeys(item));
}
