/**
 * Jobs like a given one, from the posting lists (never a Scan): the newest entries of the lists of its
 * categories (`cat:<id>`) and of the words of its skills (`w:<term>`, where the entry's field mask says the word
 * is a skill of that job too). A job shares a skill when every word of the skill is one of its skills' words.
 * Each shared skill counts two, a shared category one; ties go to the newer job. Cost is bounded whatever the
 * board's size: at most MAX_LISTS lists of LIST_READ entries, and one BatchGet for the summaries.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SimilarJob } from '../../../shared/types.js';
import type { JobRecord } from '../db/jobs/jobs-model.js';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import { textTerms, unique } from './analyze.js';
import { jobSummaries } from './job-summaries.js';
import { fromPostingRef, type PostingRef } from './posting-record.js';
import { FIELD_BITS, term } from './postings.js';

const SIMILAR_LIMIT = 6;
/** Entries read per list: the newest jobs of each category and skill word. */
const LIST_READ = 100;
/** Lists read per job page: its categories and its skills' words beyond this are left out. */
const MAX_LISTS = 12;

type Entry = PostingRef;

async function readList(listTerm: string): Promise<Map<number, Entry>> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.posting(listTerm).pk },
      ProjectionExpression: 'id, sk, f',
      ScanIndexForward: false,
      Limit: LIST_READ,
    }),
  );
  return new Map((page.Items ?? []).map(fromPostingRef).map((entry) => [entry.id, entry]));
}

/** "same category and 3 shared skills: React, TypeScript, GraphQL", "1 shared skill: SQL", "same category". */
export function similarityReason(sameCategory: boolean, sharedSkills: string[]): string {
  const count = sharedSkills.length;
  const skills = count === 0 ? '' : `${count} shared skill${count === 1 ? '' : 's'}: ${sharedSkills.join(', ')}`;
  if (sameCategory && skills) return `same category and ${skills}`;
  return sameCategory ? 'same category' : skills;
}

interface Candidate {
  id: number;
  sk: string;
  sameCategory: boolean;
  sharedSkills: string[];
}

export async function findSimilarJobs(job: JobRecord): Promise<SimilarJob[]> {
  const categoryTerms = (job.categoryIds ?? []).map(term.category);
  const skills = unique(job.skills ?? [])
    .map((name) => ({ name, terms: textTerms(name).map(term.word) }))
    .filter((skill) => skill.terms.length > 0);
  const listTerms = unique([...categoryTerms, ...skills.flatMap((skill) => skill.terms)]).slice(0, MAX_LISTS);
  const lists = new Map(await Promise.all(listTerms.map(async (t) => [t, await readList(t)] as const)));

  const candidates = new Map<number, Candidate>();
  const candidate = (entry: Entry) => {
    const found = candidates.get(entry.id) ?? { id: entry.id, sk: entry.sk, sameCategory: false, sharedSkills: [] };
    candidates.set(entry.id, found);
    return found;
  };
  for (const categoryTerm of categoryTerms) {
    for (const entry of lists.get(categoryTerm)?.values() ?? []) candidate(entry).sameCategory = true;
  }
  for (const skill of skills) {
    const [first, ...rest] = skill.terms.map((t) => lists.get(t));
    for (const [id, entry] of first ?? []) {
      const isSkill = (one: Entry | undefined) => ((one?.f ?? 0) & FIELD_BITS.skills) !== 0;
      if (isSkill(entry) && rest.every((list) => isSkill(list?.get(id))))
        candidate(entry).sharedSkills.push(skill.name);
    }
  }
  candidates.delete(job.id);
  const score = (c: Candidate) => 2 * c.sharedSkills.length + (c.sameCategory ? 1 : 0);
  const best = [...candidates.values()]
    .sort((a, b) => score(b) - score(a) || b.sk.localeCompare(a.sk))
    .slice(0, SIMILAR_LIMIT);
  const byId = new Map(best.map((c) => [c.id, c]));
  const summaries = await jobSummaries(best.map((c) => c.id));
  return summaries.map((summary) => {
    const { sameCategory, sharedSkills } = byId.get(summary.id) as Candidate;
    return { ...summary, sameCategory, sharedSkills, reason: similarityReason(sameCategory, sharedSkills) };
  });
}
