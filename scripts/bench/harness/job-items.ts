/**
 * The items createJob writes for a new job, and the index entries the stream indexer then writes for it, built
 * without writing them, so the benchmark can seed a big board with parallel BatchWriteItem calls instead of one
 * transaction per job and one stream record at a time. Built by the product's own code: newJobRecord and jobWrites
 * (jobs-write.ts) for the job, and for the index what the indexer does with an INSERT record (index-jobs.ts: the
 * stored item read back by readJobItem, then postingChanges and vocabularyWords of search/postings.ts). Only the
 * categories come from a map instead of the table. seed-board.ts checks on a sample that the result equals, item
 * for item, what createJob sends and what the indexer wrote.
 */

import { type JobAuthor, jobWrites, newJobRecord } from '../../../functions/lib/db/jobs/jobs-write.js';
import { readJobItem } from '../../../functions/lib/db/records/job.js';
import { postingChanges, vocabularyWords } from '../../../functions/lib/search/postings.js';
import type { JobInput } from '../../../shared/schemas/job-input.js';
import type { Category } from '../../../shared/types.js';

export type JobAuthorInfo = Omit<JobAuthor, 'createdAt'>;

export interface JobItems {
  /** The job item and one search entry per term. */
  puts: Record<string, unknown>[];
  /** The count items the transaction adds 1 to (the company and each category). */
  counts: { pk: string; sk: string }[];
  /** The posting entries the indexer puts for the job's INSERT (one per index term). */
  index: Record<string, unknown>[];
  /** The job's vocabulary words (the indexer stores those the board does not know yet). */
  words: string[];
}

/** The Puts and counted keys of createJob's transaction for an active job. */
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
  const record = newJobRecord(id, input, { ...author, createdAt }, categories);
  if (!record.isActive) throw new Error('The bulk path writes active jobs only');
  const writes = jobWrites(undefined, record);
  const puts = writes.flatMap((write) => (write.Put?.Item ? [write.Put.Item] : []));
  const jobItem = puts.find((item) => item.type === 'job');
  if (!jobItem) throw new Error('createJob wrote no job item');
  const stored = readJobItem(jobItem);
  return {
    puts,
    counts: writes.flatMap((write) => (write.Update?.Key ? [write.Update.Key as { pk: string; sk: string }] : [])),
    index: postingChanges(undefined, stored).puts as unknown as Record<string, unknown>[],
    words: vocabularyWords(stored),
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
