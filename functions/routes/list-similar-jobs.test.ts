/** GET /api/jobs/{id}/similar against the real index: who is similar, why, in what order, and read from the index. */
import type { SimilarJob } from '../../shared/types.js';
import { similarityReason } from '../lib/search/similar-jobs.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCategories, makeCompany, postJob } from '../testing/jobs.js';

const ids: Record<string, number> = {};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  await makeCategories(['Engineering', 'Design']);
  const acme = await makeCompany('Acme');
  const frontend = { categories: ['Engineering'], skills: ['React', 'TypeScript', 'GraphQL', 'Machine Learning'] };
  const jobs = {
    shown: postJob(acme, { title: 'Frontend Engineer', ...frontend }, hoursAgo(10)),
    three: postJob(
      acme,
      { title: 'UI Engineer', ...frontend, skills: ['GraphQL', 'React', 'TypeScript', 'Go'] },
      hoursAgo(9),
    ),
    oneSkill: postJob(acme, { title: 'Designer', categories: ['Design'], skills: ['React'] }, hoursAgo(8)),
    category: postJob(acme, { title: 'Backend Engineer', categories: ['Engineering'], skills: ['Go'] }, hoursAgo(7)),
    // "Learning" alone is not the skill "Machine Learning".
    halfSkill: postJob(acme, { title: 'Teacher', categories: ['Design'], skills: ['Learning'] }, hoursAgo(6)),
    wordInText: postJob(acme, { title: 'Writer', description: 'We write about React every day for our readers.' }),
    closed: postJob(acme, { title: 'Closed UI Engineer', ...frontend, isActive: false }, hoursAgo(1)),
  };
  for (const [name, job] of Object.entries(jobs)) ids[name] = (await job).id;
  await indexSearch();
}, 120_000);

const similarTo = (id: number | string) => invoke<SimilarJob[]>('list-similar-jobs', { params: { id: String(id) } });

describe('GET /api/jobs/{id}/similar', () => {
  it('lists active jobs sharing skills or the category, best first, each with its reason', async () => {
    const response = await similarTo(ids.shown as number);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=300');
    expect(response.body.map((job) => [job.title, job.reason])).toEqual([
      ['UI Engineer', 'same category and 3 shared skills: React, TypeScript, GraphQL'],
      ['Designer', '1 shared skill: React'],
      ['Backend Engineer', 'same category'],
    ]);
    expect(response.body[0]).toMatchObject({ sameCategory: true, sharedSkills: ['React', 'TypeScript', 'GraphQL'] });
  });

  it('never lists the job itself, a closed job, or a job that only mentions a skill in its text', async () => {
    const listed = (await similarTo(ids.shown as number)).body.map((job) => job.id);
    for (const name of ['shown', 'closed', 'wordInText', 'halfSkill']) expect(listed).not.toContain(ids[name]);
  });

  it('answers 404 for an unknown, a non-numeric and a closed job', async () => {
    for (const id of ['999999', 'abc', String(ids.closed)]) {
      expect(await similarTo(id)).toMatchObject({ status: 404, body: { message: 'Job not found' } });
    }
  });

  it('says why in words', () => {
    expect(similarityReason(true, [])).toBe('same category');
    expect(similarityReason(false, ['SQL'])).toBe('1 shared skill: SQL');
    expect(similarityReason(true, ['A', 'B'])).toBe('same category and 2 shared skills: A, B');
  });
});
