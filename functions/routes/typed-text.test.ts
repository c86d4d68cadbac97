/**
 * Names, places and skills as people write them, through the real handlers against DynamoDB Local: stored and
 * answered exactly as typed (apostrophes, accents, CJK, emoji, Word's smart quotes and no-break spaces), and found
 * by search where the field is searched, with or without the accents.
 */
import type { Application, Company, Job, JobSummary, PublicUser } from '../../shared/types.js';
import { call, register } from '../testing/accounts.js';
import { applyAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCategories } from '../testing/jobs.js';
import type { CompanyPrincipal, Principal } from '../testing/principals.js';

const seekerName = 'Zoë O’Brien-Ñoño';
const companyName = 'Café São Paulo 李 & Söhne';
const title = 'Développeur “C++ / C# / .NET” – São\u00a0Paulo';
const description = 'We’re hiring: “clean code”, no-break\u00a0spaces, an en dash – and 🚀 emoji. 東京 team too.';
const skills = ['C++', 'C#', '.NET', 'Ruby on Rails'];
const coverLetter = 'Olá! I’d love to join 🚀🌍 — “Zoë”';

let company: CompanyPrincipal;
let seeker: Principal;
let job: Job;

const jobIdsFor = async (search: string) =>
  ((await invoke<JobSummary[]>('list-jobs', { query: { search } })).body as JobSummary[]).map((found) => found.id);

beforeAll(async () => {
  await makeCategories(['Engineering']);
  const owner = await register({ role: 'company', name: companyName, location: 'São Paulo, Brasil' });
  company = { user: owner.user, cookie: owner.cookie, company: { id: owner.user.companyId as number } } as never;
  const person = await register({ name: seekerName });
  seeker = { user: person.user, cookie: person.cookie } as never;
  const posted = await postJobAs(
    company,
    jobBody({ title, description, location: 'São Paulo', skills, categories: ['Engineering'] }),
  );
  expect(posted.status).toBe(201);
  job = posted.body;
  await indexSearch();
});

describe('text as typed', () => {
  it('stores and answers names, places and skills exactly as typed', async () => {
    expect((seeker.user as unknown as PublicUser).name).toBe(seekerName);
    const read = (await invoke<Job>('get-job', { params: { id: String(job.id) } })).body;
    expect(read).toMatchObject({ title, description, location: 'São Paulo', skills, companyName });
    const profile = (await invoke<Company>('get-company', { params: { id: String(job.companyId) } })).body;
    expect(profile.name).toBe(companyName);
  });

  it('keeps an emoji cover letter and the applicant’s name as typed, for the company too', async () => {
    const applied = await applyAs(seeker, job.id, { resume: 'Ten years of C# and .NET in São Paulo.', coverLetter });
    expect(applied.status).toBe(201);
    const seen = await call<Application>('get-application', {
      cookie: company.cookie,
      params: { id: String(applied.body.id) },
    });
    expect(seen.body).toMatchObject({ coverLetter, applicantName: seekerName, jobTitle: title });
  });

  it('finds the job by its skills, its place with or without accents, and its CJK words', async () => {
    for (const search of [
      'C++',
      'c#',
      '.net',
      'São Paulo',
      'sao paulo',
      'SAO PAULO',
      'Developpeur',
      '東京',
      'cafe',
      'sohne',
    ]) {
      expect(await jobIdsFor(search), search).toEqual([job.id]);
    }
    // C, C++ and C# are three languages: none finds the others' jobs.
    expect(await jobIdsFor('C')).toEqual([]);
    expect(await jobIdsFor('F#')).toEqual([]);
  });
});
