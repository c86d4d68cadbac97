/**
 * "Did you mean": the board's own words (kept by the indexer, one item per word under `VOCAB#<first letter>#<length>`)
 * offer a correction for a search that finds no job, in place of a word that looks misspelt: one that finds no job
 * on its own, or one that finds so few, and only in the prose of their descriptions and requirements, that a close
 * neighbour finding RARE_RATIO times as many is the likelier meaning. A word found in a job's title, skills,
 * categories, company or location names something the board has and is never replaced. A lookup reads only the
 * partitions a correction can be in (same first letter, or the second when the first two are swapped; length within
 * the edit distance), never a scan. Vocabulary words stay when their jobs go, so a neighbour's posting list is
 * counted before it is offered.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import { foldText, type QueryWord, stemWord, termOf } from './analyze.js';
import { sortKeyOf } from './posting-record.js';
import { FIELD_BITS, term } from './postings.js';

/** A word found on fewer jobs than this, and only in their prose, may be a misspelling the postings share. */
export const RARE_WORD = 3;
/** How many times as many jobs the neighbour of such a rare word must find to be offered in its place. */
export const RARE_RATIO = 5;
/** Where a misspelling can hide in a posting; a word in any other field names something the board has. */
const PROSE = FIELD_BITS.description | FIELD_BITS.requirements;
const MIN_WORD = 3;
const MAX_WORD = 20;
/** Words read per partition at most: the lookup stays bounded however large the board grows. */
const PARTITION_LIMIT = 2000;

/** Optimal string alignment distance (Levenshtein plus the swap of two neighbouring letters). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

async function partitionWords(first: string, length: number): Promise<{ words: string[]; read: number }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.vocabularyPartition(first, length).pk },
      ProjectionExpression: 'sk',
      Limit: PARTITION_LIMIT,
    }),
  );
  return { words: Items.map(sortKeyOf), read: Items.length };
}

/** Jobs on a term's posting list, counted up to `atMost`. */
async function postingCount(value: string, atMost: number): Promise<number> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.posting(term.word(value)).pk },
      ProjectionExpression: 'sk',
      Limit: atMost,
    }),
  );
  return Items.length;
}

/** The nearest known words to a typed word, nearest first, without the word itself. */
async function neighbours(word: string): Promise<{ words: string[]; read: number }> {
  if (!new RegExp(`^[a-z]{${MIN_WORD},${MAX_WORD}}$`).test(word)) return { words: [], read: 0 };
  const reach = word.length <= 4 ? 1 : 2;
  const firsts = [...new Set([word[0] as string, word[1] as string])];
  const lengths: number[] = [];
  for (let length = word.length - reach; length <= word.length + reach; length++) {
    if (length >= MIN_WORD && length <= MAX_WORD) lengths.push(length);
  }
  const parts = await Promise.all(firsts.flatMap((first) => lengths.map((length) => partitionWords(first, length))));
  const scored = parts
    .flatMap((part) => part.words)
    .map((known) => ({ known, distance: editDistance(word, known) }))
    .filter(({ known, distance }) => distance > 0 && distance <= reach && stemWord(known) !== stemWord(word))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Math.abs(a.known.length - word.length) - Math.abs(b.known.length - word.length) ||
        a.known.localeCompare(b.known),
    );
  return { words: scored.map(({ known }) => known), read: parts.reduce((sum, part) => sum + part.read, 0) };
}

/** What one search word finds on its own: its open jobs (read up to the list cap) and the fields they have it in. */
export interface WordFound {
  jobs: number;
  fields: number;
}

/** Jobs the neighbour must find to replace the word, or undefined when the word is meant as typed. */
function jobsToReplace(own: WordFound): number | undefined {
  if (own.jobs === 0) return 1;
  if (own.jobs >= RARE_WORD || (own.fields & ~PROSE) !== 0) return undefined;
  return own.jobs * RARE_RATIO;
}

/**
 * A corrected search text for a search that found no job, or undefined when no word looks misspelt. `found[i]` is
 * what word i finds on its own.
 */
export async function suggestSearch(
  search: string,
  words: QueryWord[],
  found: WordFound[],
): Promise<{ suggestion?: string; read: number }> {
  let suggestion = foldText(search).replace(/\s+/g, ' ').trim();
  let changed = false;
  let read = 0;
  for (const [index, word] of words.entries()) {
    const needed = jobsToReplace(found[index] ?? { jobs: 0, fields: 0 });
    if (needed === undefined || word.text.includes(' ')) continue;
    const near = await neighbours(word.text);
    read += near.read;
    for (const known of near.words.slice(0, 3)) {
      const count = await postingCount(termOf(known), needed);
      read += count;
      if (count >= needed) {
        const typed = word.text.replace(/[+#]/g, '\\$&');
        suggestion = suggestion.replace(new RegExp(`(^|[^a-z0-9])${typed}(?![a-z0-9])`), `$1${known}`);
        changed = true;
        break;
      }
    }
  }
  return changed ? { suggestion, read } : { read };
}
