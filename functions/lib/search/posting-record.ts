/**
 * Reading posting entries (postings.ts) back from the table, like every other item (db/records/read-record.ts):
 * an entry that does not match is the indexer's bug, logged with its key, never passed on as a wrong shape.
 */
import * as v from 'valibot';
import { readRecord } from '../db/records/read-record.js';
import type { PostingEntry } from './postings.js';

const postingItemSchema = v.object({
  pk: v.string(),
  sk: v.string(),
  id: v.number(),
  co: v.number(),
  ty: v.string(),
  wa: v.string(),
  ex: v.optional(v.string()),
  cats: v.array(v.number()),
  loc: v.string(),
  smin: v.optional(v.number()),
  smax: v.optional(v.number()),
  cl: v.optional(v.string()),
  tw: v.number(),
  f: v.optional(v.number()),
});

export const fromPostingItem = (item: Record<string, unknown>): PostingEntry =>
  readRecord('posting', postingItemSchema, item);

/** An entry read with `ProjectionExpression: 'id, sk, f'`: which job, where in the list, and in which fields. */
const postingRefSchema = v.pick(postingItemSchema, ['id', 'sk', 'f']);

export type PostingRef = v.InferOutput<typeof postingRefSchema>;

export const fromPostingRef = (item: Record<string, unknown>): PostingRef =>
  readRecord('posting', postingRefSchema, item);

/** An entry read with `ProjectionExpression: 'id'`: which job. */
const postingIdSchema = v.pick(postingItemSchema, ['id']);

export const postingJobId = (item: Record<string, unknown>): number => readRecord('posting', postingIdSchema, item).id;

/** A list's sort key alone (a vocabulary word, a skill key, where a read stopped). */
const sortKeySchema = v.object({ sk: v.string() });

export const sortKeyOf = (item: Record<string, unknown>): string => readRecord('sort key', sortKeySchema, item).sk;

/** A skills-vocabulary item: the skill's key (its sort key) and its name as first written. */
const skillItemSchema = v.object({ sk: v.string(), name: v.string() });

export const fromSkillItem = (item: Record<string, unknown>): { key: string; name: string } => {
  const { sk, name } = readRecord('skill', skillItemSchema, item);
  return { key: sk, name };
};
