/**
 * One-off migration to the skills vocabulary (functions/lib/search/skills-vocabulary.ts): the stream indexer adds
 * a job's new skills as jobs are written, so the jobs written before it are gone through once here, each active
 * job's skills put as `SKILLS` / `<skill key>` (a put of a known skill rewrites the same item). Idempotent, and
 * recorded by a marker item so it runs once per table.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the indexer that keeps the vocabulary:
 * `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-skills-vocabulary.ts`.
 */
import type { JobRecord } from '../../functions/lib/db/jobs/jobs-model.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { batchWrite } from '../../functions/lib/search/index-writer.js';
import { newSkills, skillKey } from '../../functions/lib/search/skills-vocabulary.js';
import { runMigrationOnce } from './run-migration.js';

async function addSkills(job: JobRecord): Promise<void> {
  const skills = new Map(newSkills(undefined, job).map((name) => [skillKey(name), name]));
  await batchWrite(
    [...skills].map(([key, name]) => ({ PutRequest: { Item: { ...keys.skill(key), type: 'skill', name } } })),
  );
}

/** Answers how many jobs it went through (0 when it had already run). */
export function migrateSkillsVocabulary(): Promise<number> {
  return runMigrationOnce('skills-vocabulary-v1', 'job', (item) => addSkills(item as unknown as JobRecord));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateSkillsVocabulary()} jobs.`);
}
