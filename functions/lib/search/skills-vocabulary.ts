/**
 * The skills vocabulary: every skill the board's jobs have listed, one item each under `SKILLS` (keys.skill), kept
 * by the indexer as jobs arrive (skills stay when their jobs go, like the search vocabulary). A CV is read against
 * it, so a CV yields only skills spelled as the board's jobs spell them, and a skill is compared by its key: its
 * words folded, stemmed and with the search synonyms applied ("JS" and "JavaScript" are one skill).
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { isListed } from '../db/jobs/job-visibility.js';
import type { JobRecord } from '../db/jobs/jobs-model.js';
import { db, tableName } from '../db/kit/client.js';
import { keys } from '../db/kit/keys.js';
import { termOf, tokens, unique } from './analyze.js';
import { fromSkillItem } from './posting-record.js';

/** Skills read at most: the vocabulary read stays bounded however many skills the board collects. */
export const VOCABULARY_LIMIT = 5000;

/** "React.js", "ReactJS" → "React": a framework is one skill with or without its ".js" (plain "JS" stays). */
const withoutJs = (text: string) => text.replace(/([a-z0-9])\.?js\b/gi, '$1');

/** A skill's comparison key: "React.js" and "react", "JS" and "JavaScript" meet here. */
export const skillKey = (skill: string): string => tokens(withoutJs(skill)).map(termOf).join(' ');

/** The skills of an active job that `before` did not have, for the vocabulary. */
export function newSkills(before: JobRecord | undefined, after: JobRecord | undefined): string[] {
  if (!after || !isListed(after)) return [];
  const old = new Set((before?.skills ?? []).map(skillKey));
  return unique((after.skills ?? []).filter((skill) => skillKey(skill) && !old.has(skillKey(skill))));
}

export interface VocabularySkill {
  key: string;
  name: string;
}

export async function readSkillsVocabulary(): Promise<{ skills: VocabularySkill[]; read: number }> {
  const skills: VocabularySkill[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.skills().pk },
        ProjectionExpression: 'sk, #name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExclusiveStartKey: startKey,
        Limit: VOCABULARY_LIMIT - skills.length,
      }),
    );
    skills.push(...(page.Items ?? []).map(fromSkillItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey && skills.length < VOCABULARY_LIMIT);
  return { skills, read: skills.length };
}

/** Short skills that are also plain words ("Go", "R", "C"): found only as written, in capitals, as a whole word. */
const SHORT = 2;

/**
 * The vocabulary skills a text names, in the vocabulary's spelling: a skill is found when its words appear in a
 * row in the text (compared as index terms); a skill of one or two letters only as written, case and all.
 */
export function findSkills(text: string, vocabulary: VocabularySkill[]): string[] {
  const terms = tokens(withoutJs(text)).map(termOf);
  const joined = ` ${terms.join(' ')} `;
  const found: string[] = [];
  for (const skill of vocabulary) {
    if (!skill.key) continue;
    if (skill.key.length <= SHORT && !skill.key.includes(' ')) {
      const escaped = skill.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}+#])`, 'u').test(text)) found.push(skill.name);
      continue;
    }
    if (joined.includes(` ${skill.key} `)) found.push(skill.name);
  }
  return unique(found).sort((a, b) => a.localeCompare(b));
}
