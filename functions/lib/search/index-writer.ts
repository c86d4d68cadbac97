/**
 * Writes what the indexer derived: posting entries put and deleted with BatchWriteItem in chunks of 25 (its
 * limit), a few chunks at a time, each chunk's UnprocessedItems tried again by the one retry policy (../retrying.ts);
 * what still fails throws, so the stream batch is retried (and ends in the dead-letter queue, never silently).
 * New words of a job join the vocabulary (search/vocabulary.ts) and its new skills the skills vocabulary
 * (search/skills-vocabulary.ts); what is already known costs one read, not a write.
 */
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { JobRecord } from '../db/jobs/jobs-model.js';
import { batchGetAll } from '../db/kit/batch-get.js';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import { retrying, TRY_AGAIN } from '../retrying.js';
import { sortKeyOf } from './posting-record.js';
import { postingChanges, vocabularyWords } from './postings.js';
import { newSkills, skillKey } from './skills-vocabulary.js';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 4;

async function writeBatch(requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  await retrying(
    async () => {
      const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = UnprocessedItems?.[tableName()] ?? [];
      return pending.length > 0 ? TRY_AGAIN : undefined;
    },
    () => new Error(`${pending.length} index writes still unprocessed after every try`),
  );
}

/** Runs the requests in chunks of 25, a few chunks at once. */
export async function batchWrite(requests: WriteRequest[]): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_SIZE) chunks.push(requests.slice(i, i + BATCH_SIZE));
  for (let i = 0; i < chunks.length; i += PARALLEL_BATCHES) {
    await Promise.all(chunks.slice(i, i + PARALLEL_BATCHES).map(writeBatch));
  }
}

/** The vocabulary words (or skill keys) among these that are not stored yet. */
async function unknownWords(
  words: string[],
  keyOf: (word: string) => Record<string, unknown> = keys.vocabulary,
): Promise<string[]> {
  const known = new Set((await batchGetAll(words.map(keyOf), ['sk'])).map(sortKeyOf));
  return words.filter((word) => !known.has(word));
}

/** Brings the index from `before` to `after` (either missing for a create or a delete). */
export async function indexJobChange(before: JobRecord | undefined, after: JobRecord | undefined): Promise<number> {
  const { puts, deletes } = postingChanges(before, after);
  const oldWords = new Set(vocabularyWords(before));
  const newWords = await unknownWords(vocabularyWords(after).filter((word) => !oldWords.has(word)));
  const skillNames = new Map(newSkills(before, after).map((name) => [skillKey(name), name]));
  const unknownSkills = await unknownWords([...skillNames.keys()], keys.skill);
  const requests: WriteRequest[] = [
    ...deletes.map((key) => ({ DeleteRequest: { Key: key } })),
    ...puts.map((entry) => ({ PutRequest: { Item: entry } })),
    ...newWords.map((word) => ({ PutRequest: { Item: { ...keys.vocabulary(word), type: 'word' } } })),
    ...unknownSkills.map((key) => ({
      PutRequest: { Item: { ...keys.skill(key), type: 'skill', name: skillNames.get(key) } },
    })),
  ];
  await batchWrite(requests);
  return requests.length;
}
