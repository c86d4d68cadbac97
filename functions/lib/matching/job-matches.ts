/**
 * Jobs for you: the board ranked against a seeker's matching profile, from the posting lists (never a Scan).
 *
 * The lists read are those of the profile's skill words, wanted-title words, places and (when wanted) remote work,
 * at most MAX_LISTS lists of LIST_READ newest entries each: the cost is bounded whatever the board's size. An entry
 * of a skill word counts only where the word is one of that job's skills (the entry's field mask), and a skill only
 * where all its words are; the candidates that share most are read with one BatchGet, explained (explain.ts) and
 * scored, and each job kept has at least one reason. Jobs marked "Not interested" are left out, and jobs that share
 * skills or categories with them move down.
 *
 * The jobs list's "Best match" order passes its query: its filters are tested on the entries (as the search does),
 * and each of its search words is one more list every result must be on.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { todayUtc } from '../../../shared/closing-date.js';
import type { JobMatch, MatchingProfile } from '../../../shared/matching-types.js';
import type { JobQuery } from '../../../shared/schemas/job-query.js';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import type { HiddenJob, MatchingRecord } from '../db/seekers/matching-profile.js';
import { queryWords, textTerms, unique } from '../search/analyze.js';
import { jobSummaries } from '../search/job-summaries.js';
import { passes, planJobSearch, type SearchFilters } from '../search/plan.js';
import { fromPostingItem } from '../search/posting-record.js';
import { FIELD_BITS, locationWords, type PostingEntry, term } from '../search/postings.js';
import { categoryIdOf } from '../search/search-jobs.js';
import { skillKey } from '../search/skills-vocabulary.js';
import { explainMatch, matchScore } from './explain.js';

/** Newest entries read per list. */
export const LIST_READ = 500;
/** Lists read per request: skills first, then titles, places and remote. */
export const MAX_LISTS = 16;
/** Candidates whose cards are read and explained (one BatchGet). */
const CANDIDATES = 60;
export const MATCH_LIMIT = 20;

type Entry = PostingEntry;

async function readList(listTerm: string): Promise<Map<number, Entry>> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.posting(listTerm).pk },
      ScanIndexForward: false,
      Limit: LIST_READ,
    }),
  );
  return new Map(Items.map(fromPostingItem).map((entry) => [entry.id, entry]));
}

/** The filters and search-word lists of a jobs-list query; `undefined` when the query can match nothing. */
async function narrowing(
  query: JobQuery | undefined,
): Promise<{ filters?: SearchFilters; wordLists: string[] } | undefined> {
  if (!query) return { wordLists: [] };
  const categoryId = await categoryIdOf(query.category);
  if (categoryId === null) return undefined;
  const plan = planJobSearch(query, categoryId);
  if (plan.impossible) return undefined;
  return { filters: plan.filters, wordLists: plan.words.map((word) => term.word(word.term)) };
}

interface Candidate {
  entry: Entry;
  hits: number;
}

/** How much a candidate shares with the jobs marked "Not interested": shared skills, and half for a shared category. */
function likeHidden(jobSkills: string[], cats: number[], hidden: HiddenJob[]): number {
  const own = new Set(jobSkills.map(skillKey));
  let total = 0;
  for (const job of hidden) {
    const shared = job.skills.filter((skill) => own.has(skillKey(skill))).length;
    total += shared + (job.cats.some((cat) => cats.includes(cat)) ? 0.5 : 0);
  }
  return Math.min(total, 6);
}

export const hasMatchingProfile = (profile: MatchingProfile) =>
  profile.skills.length + profile.titles.length + profile.places.length > 0;

export async function findJobMatches(
  record: MatchingRecord,
  query?: JobQuery,
  limit = MATCH_LIMIT,
): Promise<{ jobs: JobMatch[]; itemsRead: number }> {
  const { profile, hidden } = record;
  if (!hasMatchingProfile(profile)) return { jobs: [], itemsRead: 0 };
  const narrowed = await narrowing(query);
  if (!narrowed) return { jobs: [], itemsRead: 0 };
  const skills = profile.skills
    .map((name) => ({ name, terms: unique(textTerms(name)).map(term.word) }))
    .filter((skill) => skill.terms.length > 0);
  const titleTerms = unique(profile.titles.flatMap((title) => queryWords(title).map((word) => term.word(word.term))));
  const placeTerms = profile.places.flatMap((place) => {
    const words = locationWords(place);
    return words.length ? [term.location(words.reduce((a, b) => (b.length > a.length ? b : a)))] : [];
  });
  const remoteTerm = profile.arrangements.includes('remote') ? [term.workArrangement('remote')] : [];
  const listTerms = unique([
    ...skills.flatMap((skill) => skill.terms),
    ...titleTerms,
    ...placeTerms,
    ...remoteTerm,
  ]).slice(0, MAX_LISTS);
  const read = async (t: string) => [t, await readList(t)] as const;
  const [lists, wordLists] = await Promise.all([
    Promise.all(listTerms.map(read)).then((all) => new Map(all)),
    Promise.all(narrowed.wordLists.slice(0, MAX_LISTS).map(read)),
  ]);
  const itemsRead = [...lists.values(), ...wordLists.map(([, list]) => list)].reduce((sum, list) => sum + list.size, 0);

  const hiddenIds = new Set(hidden.map((job) => job.id));
  const openOn = todayUtc();
  const candidates = new Map<number, Candidate>();
  const hit = (entry: Entry, weight: number) => {
    if (hiddenIds.has(entry.id) || (entry.cl !== undefined && entry.cl < openOn)) return;
    if (narrowed.filters && !passes(entry, narrowed.filters)) return;
    if (wordLists.some(([, list]) => !list.has(entry.id))) return;
    const found = candidates.get(entry.id) ?? { entry, hits: 0 };
    found.hits += weight;
    candidates.set(entry.id, found);
  };
  const isSkill = (entry: Entry | undefined) => ((entry?.f ?? 0) & FIELD_BITS.skills) !== 0;
  /** Jobs listing each skill, for its weight: a rarer skill says more. */
  const skillJobs = new Map<string, number>();
  for (const skill of skills) {
    const [first, ...rest] = skill.terms.map((t) => lists.get(t));
    let count = 0;
    for (const [id, entry] of first ?? []) {
      if (isSkill(entry) && rest.every((list) => isSkill(list?.get(id)))) {
        count++;
        hit(entry, 3);
      }
    }
    skillJobs.set(skillKey(skill.name), count);
  }
  for (const titleTerm of titleTerms) {
    for (const entry of lists.get(titleTerm)?.values() ?? []) {
      if (((entry.f ?? 0) & FIELD_BITS.title) !== 0) hit(entry, 2);
    }
  }
  for (const listTerm of [...placeTerms, ...remoteTerm]) {
    for (const entry of lists.get(listTerm)?.values() ?? []) hit(entry, 1);
  }

  const best = [...candidates.values()]
    .sort((a, b) => b.hits - a.hits || b.entry.sk.localeCompare(a.entry.sk))
    .slice(0, CANDIDATES);
  const cats = new Map(best.map((c) => [c.entry.id, c.entry.cats ?? []]));
  const order = new Map(best.map((c) => [c.entry.id, c.entry.sk]));
  const skillWeight = (skill: string) => 1 + Math.log(1 + LIST_READ / (1 + (skillJobs.get(skillKey(skill)) ?? 0)));
  const scored = (await jobSummaries(best.map((c) => c.entry.id))).flatMap((job) => {
    const explanation = explainMatch(profile, job);
    if (explanation.reasons.length === 0) return [];
    const score = matchScore(explanation, profile, skillWeight, likeHidden(job.skills, cats.get(job.id) ?? [], hidden));
    const match: JobMatch = {
      ...job,
      reasons: explanation.reasons,
      matchedSkills: explanation.matchedSkills,
      missingSkills: explanation.missingSkills,
    };
    return [{ match, score, sk: order.get(job.id) ?? '' }];
  });
  scored.sort((a, b) => b.score - a.score || b.sk.localeCompare(a.sk));
  return { jobs: scored.slice(0, limit).map((one) => one.match), itemsRead: itemsRead + best.length };
}
