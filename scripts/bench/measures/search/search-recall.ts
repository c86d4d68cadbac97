/**
 * Recall: random (job, word) pairs drawn from every indexed field of jobs stored on the board (title, description,
 * requirements, skills, categories, company name, location), each searched the way a person would type the word,
 * with the real listJobs, following cursors until the job appears or the results end. The company filter keeps
 * the pages short; it does not change what is read (a search reads its words' posting lists whatever the filters).
 * Each miss is given its cause: the word is read as the work-arrangement filter, it has no index term, the job's
 * posting entry for a term is missing (analyzer or indexer), or the entry is there and the query did not return it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { JobRecord } from '../../../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../../../functions/lib/db/kit/client.js';
import { keys } from '../../../../functions/lib/db/kit/keys.js';
import { readJobItem } from '../../../../functions/lib/db/records/job.js';
import { planJobSearch } from '../../../../functions/lib/search/plan.js';
import { term } from '../../../../functions/lib/search/postings.js';
import { listJobs } from '../../../../functions/lib/search/search-jobs.js';
import { jobQuerySchema } from '../../../../shared/schemas/job-query.js';
import type { MatchedField } from '../../../../shared/types.js';
import { createRandom } from '../../../local/seed/random.js';
import { round } from '../../harness/stats.js';

export type MissCause = 'arrangement word' | 'no index term' | 'posting entry missing' | 'entry not returned';

export interface RecallFigures {
  jobs: number;
  pairs: number;
  found: number;
  recall: number;
  byField: Record<string, { pairs: number; found: number }>;
  misses: { jobId: number; field: MatchedField; word: string; cause: MissCause }[];
  missesByCause: Partial<Record<MissCause, number>>;
  /** listJobs calls and items read for all the pairs (cursors followed). */
  calls: number;
  itemsRead: number;
  seconds: number;
}

const RECALL_SEED = 15_000;
const PAGE = 100;
/** Pairs searched side by side. */
const PARALLEL = 4;

/** The words as a person would type them: split on spaces, outer punctuation trimmed (C++, C#, Node.js kept). */
export function typedWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}+#]+$/gu, '').replace(/^\.(?![a-z])/i, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

function fieldTexts(job: JobRecord): [MatchedField, string][] {
  return [
    ['title', job.title],
    ['description', job.description],
    ['requirements', job.requirements],
    ['skills', (job.skills ?? []).join('\n')],
    ['categories', (job.categories ?? []).join('\n')],
    ['company', job.companyName],
    ['location', job.location],
  ];
}

async function jobRecord(id: number): Promise<JobRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }));
  return Item ? readJobItem(Item) : undefined;
}

async function hasEntry(value: string, job: JobRecord): Promise<boolean> {
  const key = keys.postingEntry(term.word(value), job.createdAt, job.id);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item !== undefined;
}

/** Follows the cursor of `search` (within the job's company) until the job shows or the results end. */
async function finds(word: string, job: JobRecord, count: { calls: number; itemsRead: number }): Promise<boolean> {
  let cursor: string | undefined;
  do {
    const page = await listJobs(
      v.parse(jobQuerySchema, {
        search: word,
        company: String(job.companyId),
        sort: 'newest',
        limit: String(PAGE),
        ...(cursor ? { cursor } : {}),
      }),
    );
    count.calls += 1;
    count.itemsRead += page.itemsRead;
    if (page.jobs.some((found) => found.id === job.id)) return true;
    cursor = page.nextCursor;
  } while (cursor);
  return false;
}

async function causeOf(word: string, job: JobRecord): Promise<MissCause> {
  const plan = planJobSearch(v.parse(jobQuerySchema, { search: word }), undefined);
  if (plan.filters.workArrangement && plan.filters.workArrangement !== job.workArrangement) return 'arrangement word';
  if (plan.words.length === 0) return 'no index term';
  for (const one of plan.words) if (!(await hasEntry(one.term, job))) return 'posting entry missing';
  return 'entry not returned';
}

export async function measureRecall(lastJobId: number, pairs: number): Promise<RecallFigures> {
  const started = performance.now();
  const random = createRandom(RECALL_SEED);
  const wanted: { job: JobRecord; field: MatchedField; word: string }[] = [];
  const jobs = new Set<number>();
  for (let tries = 0; wanted.length < pairs && tries < pairs * 10; tries++) {
    const id = random.int(1, lastJobId);
    const job = await jobRecord(id);
    if (!job?.isActive) continue;
    // A field first, then a word of it: every field gets its share, whatever its length.
    const [field, text] = random.pick(fieldTexts(job).filter(([, text]) => typedWords(text).length > 0));
    wanted.push({ job, field, word: random.pick(typedWords(text)) });
    jobs.add(id);
  }
  const count = { calls: 0, itemsRead: 0 };
  const results: { found: boolean; pair: (typeof wanted)[number] }[] = [];
  const queue = [...wanted];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let pair = queue.shift(); pair; pair = queue.shift()) {
        results.push({ pair, found: await finds(pair.word, pair.job, count) });
      }
    }),
  );
  const byField: RecallFigures['byField'] = {};
  const misses: RecallFigures['misses'] = [];
  for (const { pair, found } of results) {
    byField[pair.field] ??= { pairs: 0, found: 0 };
    const tally = byField[pair.field] as { pairs: number; found: number };
    tally.pairs += 1;
    if (found) tally.found += 1;
    else
      misses.push({
        jobId: pair.job.id,
        field: pair.field,
        word: pair.word,
        cause: await causeOf(pair.word, pair.job),
      });
  }
  const missesByCause: RecallFigures['missesByCause'] = {};
  for (const miss of misses) missesByCause[miss.cause] = (missesByCause[miss.cause] ?? 0) + 1;
  const found = results.length - misses.length;
  return {
    jobs: jobs.size,
    pairs: results.length,
    found,
    recall: round(found / Math.max(results.length, 1), 4),
    byField,
    misses,
    missesByCause,
    ...count,
    seconds: round((performance.now() - started) / 1000),
  };
}
