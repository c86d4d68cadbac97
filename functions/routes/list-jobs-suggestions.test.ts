/**
 * "Did you mean" on a small board, through the real handler against DynamoDB Local: a search gets a suggestion only
 * when it finds no job and one of its words looks misspelt (search/vocabulary.ts). The board is a bakery's night
 * baker among software jobs whose boilerplate mentions bakeries: a word that finds jobs, above all in a title, is
 * never swapped for a better-known neighbour, and a suggestion never takes away the jobs a search found.
 */
import { SEARCH_SUGGESTION_HEADER } from '../../shared/constants.js';
import type { JobSummary } from '../../shared/types.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCompany, postJob } from '../testing/jobs.js';

const BOILERPLATE = 'Tidewater builds booking software for small businesses, from bakeries to bike shops.';

async function search(text: string) {
  const response = await invoke<JobSummary[]>('list-jobs', { query: { search: text } });
  expect(response.status).toBe(200);
  const header = response.headers[SEARCH_SUGGESTION_HEADER];
  return {
    jobs: response.body,
    titles: response.body.map((job) => job.title).sort(),
    suggestion: header === undefined ? undefined : decodeURIComponent(header),
  };
}

/** The search finds nothing, suggests `corrected`, and the suggestion finds jobs. */
async function expectCorrection(typed: string, corrected: string) {
  expect(await search(typed), typed).toMatchObject({ jobs: [], suggestion: corrected });
  const followed = await search(corrected);
  expect(followed.jobs.length, corrected).toBeGreaterThan(0);
  expect(followed.suggestion).toBeUndefined();
  return followed;
}

beforeAll(async () => {
  const bakery = await makeCompany('Kornblume');
  const software = await makeCompany('Tidewater');
  await postJob(bakery, {
    title: 'Night Baker (m/f/d) – Sourdough',
    description: 'Shape and bake our sourdough loaves through the night with a crew of three.',
    requirements: 'Two years in a craft kitchen; early starts do not scare you.',
    location: 'Berlin, Germany',
    skills: ['Sourdough'],
  });
  await postJob(bakery, {
    title: 'Shop Assistant',
    description: 'Serve our customers at the counter of our bakery in Kreuzberg. No sofware skills needed.',
    requirements: 'A friendly word for everyone.',
    location: 'Berlin, Germany',
  });
  const roles: [string, string[]][] = [
    ['Software Engineer', ['JavaScript', 'TypeScript']],
    ['Senior Software Engineer', ['JavaScript']],
    ['Backend Engineer', ['Go']],
    ['Frontend Developer', ['JavaScript', 'React']],
    ['Data Engineer', ['Python']],
    ['QA Engineer', []],
    ['Product Manager', []],
    ['Engineering Manager', []],
    ['Customer Success Manager', []],
  ];
  for (const [title, skills] of roles) {
    await postJob(software, {
      title,
      skills,
      description: `${BOILERPLATE} You join the team as our ${title}.`,
      requirements: 'Curiosity and care.',
      location: 'Lisbon, Portugal',
    });
  }
  await indexSearch();
}, 120_000);

describe('Did you mean', () => {
  it('leaves a word alone that found a job by its title, however well known a neighbour is', async () => {
    const found = await search('baker');
    expect(found.titles).toEqual(['Night Baker (m/f/d) – Sourdough']);
    expect(found.jobs[0]?.matched).toContain('title');
    expect(found.suggestion).toBeUndefined();
    // The neighbour is well known: ten jobs, the night baker not among them. Offering it would lose the job.
    const neighbour = await search('bakery');
    expect(neighbour.titles).toHaveLength(10);
    expect(neighbour.titles).not.toContain('Night Baker (m/f/d) – Sourdough');
  });

  it('offers nothing when every word of a search of several found the job', async () => {
    const found = await search('night baker berlin');
    expect(found.titles).toEqual(['Night Baker (m/f/d) – Sourdough']);
    expect(found.suggestion).toBeUndefined();
  });

  it('corrects a word the board does not know', async () => {
    await expectCorrection('engneer', 'engineer');
    await expectCorrection('javscript', 'javascript');
    await expectCorrection('managr', 'manager');
    // Only the word that finds nothing changes; the words that find the job stay as typed.
    const followed = await expectCorrection('night bakre berlin', 'night baker berlin');
    expect(followed.titles).toEqual(['Night Baker (m/f/d) – Sourdough']);
    // 'enginer' needs no correction: it stems like 'engineer' and finds its jobs.
    const stemmed = await search('enginer');
    expect(stemmed.titles).toEqual((await search('engineer')).titles);
    expect(stemmed.titles).toHaveLength(6);
    expect(stemmed.suggestion).toBeUndefined();
  });

  it('keeps a rare word that names a job even when the search as a whole finds nothing', async () => {
    // 'bakery lisbon' would find the software jobs, but 'baker' is a job's title here, not a slip.
    expect(await search('baker lisbon')).toMatchObject({ jobs: [], suggestion: undefined });
  });

  it('corrects a misspelling a posting shares only when the search found nothing', async () => {
    // One posting has the typo too: the search finds it, and a correction would lose it.
    const typo = await search('sofware');
    expect(typo.titles).toEqual(['Shop Assistant']);
    expect(typo.suggestion).toBeUndefined();
    // With a word that rules that posting out, the typo (found once, in a description only) gets its correction.
    await expectCorrection('sofware lisbon', 'software lisbon');
  });

  it('offers the English word one letter from a German one typed with its umlaut, and then finds it', async () => {
    const followed = await expectCorrection('Bäcker', 'baker');
    expect(followed.titles).toEqual(['Night Baker (m/f/d) – Sourdough']);
  });
});
