/**
 * GET /api/jobs from the posting lists, never a Scan.
 *
 * Each list of the plan (one per search word, or one structural list for a browse) is read in time order, up to
 * LIST_CAP entries each. Where no list was cut short the read is complete; where some were, the lists are all
 * complete only down to the newest cut (the window). Within the window the lists are intersected in memory (AND),
 * the filters are tested on the entries' attributes, and the matches are ordered (relevance, newest or oldest)
 * as a whole; the page is the next `limit` of them and the job summaries come with one BatchGet.
 * The signed cursor carries the window and the position in that order; past the window's end the next window
 * starts where this one was cut, so following cursors reaches every match.
 *
 * The total is the number of matches in the first window: exact when no list was cut, otherwise a lower bound
 * (at least LIST_CAP jobs for the most common list). Cost per page is at most LIST_CAP entries per list, whatever
 * the size of the board. See docs/data-model.md.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { SearchPay } from '../../../shared/pay/search-pay.js';
import type { JobQuery } from '../../../shared/schemas/job-query.js';
import { apiErrors } from '../../../shared/texts.js';
import type { JobSummary } from '../../../shared/types.js';
import { findCategoriesByName } from '../db/catalog/categories.js';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import { readCursor, signCursor } from '../db/kit/page-cursor.js';
import { badRequest } from '../errors.js';
import { jobSummaries } from './job-summaries.js';
import { payInWords } from './pay-in-words.js';
import { type JobSearchPlan, passes, planJobSearch } from './plan.js';
import { fromPostingItem, sortKeyOf } from './posting-record.js';
import { fieldsOf, type PostingEntry } from './postings.js';
import { relevanceScore } from './relevance.js';
import { suggestSearch, type WordFound } from './vocabulary.js';

/** Entries read per list and window: the exact-order and exact-total horizon. */
export const LIST_CAP = 1000;
/** Windows one page may go through when the first ones hold too few matches. */
const MAX_WINDOWS_PER_PAGE = 3;

export interface JobPage {
  jobs: JobSummary[];
  /** Opaque; absent on the last page. */
  nextCursor?: string;
  total: number;
  /** The total is a lower bound (some list was longer than LIST_CAP). */
  totalCapped: boolean;
  /** A corrected search text when the search found no job and a word of it looks misspelt (search/vocabulary.ts). */
  suggestion?: string;
  /** Pay typed into the words ("engineer $90,000"), offered as the salary filter. */
  searchPay?: SearchPay;
  /** Items DynamoDB read for this page: for tests and the benchmark. */
  itemsRead: number;
}

const positionSchema = v.object({
  /** The window's start (exclusive), absent for the first window. */
  b: v.optional(v.string()),
  /** Score and sort key of the last job shown, absent at the start of a window. */
  s: v.optional(v.number()),
  k: v.optional(v.string()),
  /** The reference time of the recency boost, so scores stay the same from page to page. */
  n: v.number(),
  /** The total of the first page, repeated on the next ones. */
  t: v.number(),
  c: v.boolean(),
});

type Position = v.InferOutput<typeof positionSchema>;

interface ListRead {
  entries: Map<string, PostingEntry>;
  /** The sort key of the last entry read when the list was cut at LIST_CAP. */
  cut?: string;
  read: number;
}

async function readList(pk: string, newestFirst: boolean, bound: string | undefined): Promise<ListRead> {
  const entries = new Map<string, PostingEntry>();
  let startKey: Record<string, unknown> | undefined;
  let read = 0;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: bound ? `pk = :pk AND sk ${newestFirst ? '<' : '>'} :bound` : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(bound ? { ':bound': bound } : {}) },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey: startKey,
        Limit: LIST_CAP - entries.size,
      }),
    );
    read += page.ScannedCount ?? 0;
    for (const entry of (page.Items ?? []).map(fromPostingItem)) entries.set(entry.sk, entry);
    startKey = page.LastEvaluatedKey;
  } while (startKey && entries.size < LIST_CAP);
  return { entries, ...(startKey ? { cut: sortKeyOf(startKey) } : {}), read };
}

/** What a word's list holds on its own, every entry read counted: its open jobs and the fields they have it in. */
function wordFound(list: ListRead, openOn: string): WordFound {
  const open = [...list.entries.values()].filter((entry) => entry.cl === undefined || entry.cl >= openOn);
  return { jobs: open.length, fields: open.reduce((all, entry) => all | (entry.f ?? 0), 0) };
}

export interface Match {
  entry: PostingEntry;
  masks: number[];
  score: number;
}

export interface Window {
  matches: Match[];
  /** Where the next window starts, when some list was cut. */
  next?: string;
  /** Per list, the open jobs on it and the fields its word was found in, read to LIST_CAP (for suggestions). */
  found: WordFound[];
  read: number;
}

export async function readWindow(plan: JobSearchPlan, bound: string | undefined, now: number): Promise<Window> {
  const newestFirst = plan.order !== 'oldest';
  const lists = await Promise.all(plan.lists.map((list) => readList(keys.posting(list).pk, newestFirst, bound)));
  const cuts = lists.flatMap((list) => (list.cut ? [list.cut] : []));
  const next = cuts.length === 0 ? undefined : cuts.sort()[newestFirst ? cuts.length - 1 : 0];
  const inWindow = (sk: string) => next === undefined || (newestFirst ? sk >= next : sk <= next);
  const smallest = lists.reduce((a, b) => (b.entries.size < a.entries.size ? b : a));
  const matches: Match[] = [];
  const searchWords = plan.words.reduce((count, word) => count + word.text.split(' ').length, 0);
  for (const [sk, entry] of smallest.entries) {
    if (!inWindow(sk) || !passes(entry, plan.filters)) continue;
    const found = lists.map((list) => list.entries.get(sk));
    if (found.some((item) => item === undefined)) continue;
    const masks = plan.words.length > 0 ? found.map((item) => item?.f ?? 0) : [];
    const createdAt = Date.parse(sk.split('#')[0] as string) || 0;
    matches.push({
      entry,
      masks,
      score: plan.order === 'relevant' ? relevanceScore(masks, createdAt, now, entry.tw, searchWords) : 0,
    });
  }
  const byKey = (a: Match, b: Match) =>
    newestFirst ? b.entry.sk.localeCompare(a.entry.sk) : a.entry.sk.localeCompare(b.entry.sk);
  matches.sort((a, b) => b.score - a.score || byKey(a, b));
  return {
    matches,
    ...(next ? { next } : {}),
    found: lists.map((list) => wordFound(list, plan.filters.openOn)),
    read: lists.reduce((sum, list) => sum + list.read, 0),
  };
}

/** True when `match` comes after the position in the window's order. */
function isAfter(match: Match, position: Position, newestFirst: boolean): boolean {
  if (position.k === undefined) return true;
  if (match.score !== (position.s ?? 0)) return match.score < (position.s ?? 0);
  return newestFirst ? match.entry.sk < position.k : match.entry.sk > position.k;
}

/** The summaries of the matches in their order, with the fields the words were found in when there were words. */
async function summaries(matches: Match[], withFields: boolean): Promise<JobSummary[]> {
  const found = await jobSummaries(matches.map((match) => match.entry.id));
  if (!withFields) return found;
  const masks = new Map(matches.map((match) => [match.entry.id, match.masks.reduce((all, one) => all | one, 0)]));
  return found.map((summary) => ({ ...summary, matched: fieldsOf(masks.get(summary.id) ?? 0) }));
}

export async function categoryIdOf(name: string | undefined): Promise<number | null | undefined> {
  if (!name) return undefined;
  return (await findCategoriesByName([name])).get(name)?.id ?? null;
}

export async function listJobs(query: JobQuery): Promise<JobPage> {
  const categoryId = await categoryIdOf(query.category);
  if (categoryId === null) return { jobs: [], total: 0, totalCapped: false, itemsRead: 0 };
  const plan = planJobSearch(query, categoryId);
  if (plan.impossible) return { jobs: [], total: 0, totalCapped: false, itemsRead: 0 };
  const scope = JSON.stringify(plan);
  const from = query.cursor ? await readCursor(query.cursor, scope, positionSchema) : undefined;
  // The one door to search answers a refused cursor itself, for the API and the server-rendered pages alike.
  if (from && !from.ok) throw badRequest(apiErrors.invalidCursor);
  const start = from?.value;
  const newestFirst = plan.order !== 'oldest';
  const now = start?.n ?? Date.now();

  const page: Match[] = [];
  let position: Position | undefined = start;
  let bound = start?.b;
  let total = start?.t ?? 0;
  let totalCapped = start?.c ?? false;
  let firstFound: WordFound[] | undefined;
  let read = 0;
  let nextPosition: Omit<Position, 'n' | 't' | 'c'> | undefined;
  for (let windows = 1; ; windows++) {
    const window = await readWindow(plan, bound, now);
    read += window.read;
    if (!start && windows === 1) {
      total = window.matches.length;
      totalCapped = window.next !== undefined;
      firstFound = window.found;
    }
    const after = position
      ? window.matches.filter((match) => isAfter(match, position as Position, newestFirst))
      : window.matches;
    const taken = after.slice(0, query.limit - page.length);
    page.push(...taken);
    const last = taken.at(-1);
    if (page.length >= query.limit && taken.length < after.length && last) {
      nextPosition = { ...(bound ? { b: bound } : {}), s: last.score, k: last.entry.sk };
      break;
    }
    if (!window.next) break;
    if (page.length >= query.limit || windows >= MAX_WINDOWS_PER_PAGE) {
      nextPosition = { b: window.next };
      break;
    }
    bound = window.next;
    position = undefined;
  }

  const jobs = await summaries(page, plan.words.length > 0);
  let suggestion: string | undefined;
  // Only a search that finds nothing: every job found holds every word, so each word is evidently meant and a
  // correction would lose the job. Past a cut list an empty first window is proof of nothing, unless a word finds
  // no job at all.
  const foundNothing = total === 0 && (!totalCapped || firstFound?.some((word) => word.jobs === 0));
  if (firstFound && plan.words.length > 0 && foundNothing) {
    const suggested = await suggestSearch(query.search ?? '', plan.words, firstFound);
    suggestion = suggested.suggestion;
    read += suggested.read;
  }
  // Not when the search already has a salary filter: the pay in its words is then a choice, not a slip.
  const searchPay =
    query.search && query.salaryMin === undefined && query.salaryMax === undefined
      ? payInWords(query.search)
      : undefined;
  return {
    jobs,
    ...(nextPosition
      ? { nextCursor: await signCursor({ ...nextPosition, n: now, t: total, c: totalCapped }, scope) }
      : {}),
    total,
    totalCapped,
    ...(suggestion ? { suggestion } : {}),
    ...(searchPay ? { searchPay } : {}),
    itemsRead: read + page.length,
  };
}
