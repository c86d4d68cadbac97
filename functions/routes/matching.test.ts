/**
 * The matching routes against DynamoDB Local, the local S3 and the local Lambda endpoint: the profile (read, save,
 * refuse bad input), the CV reader proposing skills from a real PDF and Word file (and refusing bad ones), Jobs for
 * you with reasons from the real index, "Not interested", and the suggestions from saved and applied jobs.
 */

import type { JobMatches, MatchingProfileView } from '../../shared/matching-types.js';
import { matchingMessages } from '../../shared/texts/matching-texts.js';
import { getMatching } from '../lib/db/seekers/matching-profile.js';
import { uploadCv } from '../testing/cv.js';
import { makeDocx, makePdf, SAMPLE_CV_LINES } from '../testing/cv-samples.js';
import { applyAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCategories, makeCompany, postJob } from '../testing/jobs.js';
import { testLambda } from '../testing/lambda.js';
import { makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

const ids: Record<string, number> = {};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  await makeCategories(['Engineering', 'Design']);
  const acme = await makeCompany('Acme');
  const jobs = {
    react: postJob(
      acme,
      {
        title: 'Frontend Developer',
        location: 'Berlin, Germany',
        categories: ['Engineering'],
        skills: ['React', 'TypeScript', 'CSS', 'Jest', 'Webpack'],
        salaryMin: 60000,
        salaryMax: 70000,
        currency: 'EUR',
        period: 'year',
      },
      hoursAgo(5),
    ),
    remoteReact: postJob(
      acme,
      {
        title: 'React Engineer',
        location: 'Remote',
        workArrangement: 'remote',
        categories: ['Engineering'],
        skills: ['React', 'GraphQL', 'TypeScript'],
      },
      hoursAgo(4),
    ),
    native: postJob(
      acme,
      { title: 'Mobile Developer', location: 'Berlin', categories: ['Engineering'], skills: ['React Native', 'Swift'] },
      hoursAgo(3),
    ),
    design: postJob(
      acme,
      { title: 'Product Designer', location: 'Paris', categories: ['Design'], skills: ['Figma', 'CSS'] },
      hoursAgo(2),
    ),
    chef: postJob(
      acme,
      { title: 'Chef', location: 'Madrid', categories: ['Design'], skills: ['Cooking'] },
      hoursAgo(1),
    ),
    docker: postJob(
      acme,
      { title: 'Platform Engineer', location: 'Munich', categories: ['Engineering'], skills: ['Docker', 'Go'] },
      hoursAgo(6),
    ),
  };
  for (const [name, job] of Object.entries(jobs)) ids[name] = (await job).id;
  await indexSearch();
}, 120_000);

const profileBody = {
  skills: ['React', 'TypeScript', 'CSS'],
  titles: ['Frontend Developer'],
  places: ['Berlin'],
  arrangements: ['remote', 'on_site'],
  jobTypes: [],
  minPay: { amount: 55000, currency: 'EUR', period: 'year' },
};

const getProfile = (who: Principal) => invoke<MatchingProfileView>('get-matching-profile', { cookie: who.cookie });
const saveProfile = (who: Principal, body: unknown) =>
  invoke<MatchingProfileView>('update-matching-profile', { cookie: who.cookie, body });
const matches = (who: Principal) => invoke<JobMatches>('list-job-matches', { cookie: who.cookie });

describe('the matching profile', () => {
  it('starts empty, saves what the seeker sends and answers it', async () => {
    const seeker = await makeSeeker();
    const empty = await getProfile(seeker);
    expect(empty.status).toBe(200);
    expect(empty.body.profile).toEqual({ skills: [], titles: [], places: [], arrangements: [], jobTypes: [] });
    const saved = await saveProfile(seeker, { ...profileBody, skills: [' React ', 'react', 'CSS'] });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ skills: ['React', 'CSS'], places: ['Berlin'] });
    expect((await getProfile(seeker)).body.profile.minPay).toEqual({ amount: 55000, currency: 'EUR', period: 'year' });
  });

  it('keeps the job type Remote as the work arrangement, which is what jobs match on', async () => {
    const seeker = await makeSeeker();
    const saved = await saveProfile(seeker, {
      ...profileBody,
      arrangements: ['hybrid'],
      jobTypes: ['remote', 'contract'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ arrangements: ['hybrid', 'remote'], jobTypes: ['contract'] });
    expect((await getProfile(seeker)).body.profile).toMatchObject({
      arrangements: ['hybrid', 'remote'],
      jobTypes: ['contract'],
    });
  });

  it('refuses bad input with a message and keeps what was there', async () => {
    const seeker = await makeSeeker();
    await saveProfile(seeker, profileBody);
    const tooMany = await saveProfile(seeker, {
      ...profileBody,
      skills: Array.from({ length: 41 }, (_, i) => `s${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: matchingMessages.skillsCount });
    const badPay = await saveProfile(seeker, {
      ...profileBody,
      minPay: { amount: -5, currency: 'EUR', period: 'year' },
    });
    expect(badPay.status).toBe(400);
    expect((await saveProfile(seeker, { ...profileBody, arrangements: ['moon'] })).status).toBe(400);
    expect((await getProfile(seeker)).body.profile.skills).toEqual(profileBody.skills);
  });

  it('keeps the choice of match emails: off at first, changed only when sent, refused when unknown', async () => {
    const seeker = await makeSeeker();
    expect((await getProfile(seeker)).body.emailMatches).toBe('off');
    const weekly = await saveProfile(seeker, { ...profileBody, emailMatches: 'weekly' });
    expect(weekly.status).toBe(200);
    expect(weekly.body.emailMatches).toBe('weekly');
    const record = await getMatching(seeker.user.id);
    expect(record.emailMatches).toBe('weekly');
    expect(record.matchesSince).toBeDefined();
    // A save without the field leaves the choice as it was.
    expect((await saveProfile(seeker, profileBody)).body.emailMatches).toBe('weekly');
    const bad = await saveProfile(seeker, { ...profileBody, emailMatches: 'hourly' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: matchingMessages.emailMatches });
    expect((await getProfile(seeker)).body.emailMatches).toBe('weekly');
    expect((await saveProfile(seeker, { ...profileBody, emailMatches: 'instant' })).body.emailMatches).toBe('instant');
    expect((await saveProfile(seeker, { ...profileBody, emailMatches: 'off' })).body.emailMatches).toBe('off');
  });

  it('is for job seekers only', async () => {
    const company = await makeCompanyPrincipal('Profile Co');
    expect((await getProfile(company)).status).toBe(403);
    expect((await invoke('get-matching-profile', {})).status).toBe(401);
  });

  it('suggests skills and titles from saved and applied jobs, without adding them', async () => {
    const seeker = await makeSeeker();
    await saveProfile(seeker, { ...profileBody, skills: ['React'] });
    await invoke('save-job', { cookie: seeker.cookie, params: { jobId: String(ids.design) } });
    await applyAs(seeker, ids.docker as number);
    const view = (await getProfile(seeker)).body;
    expect(view.suggestions.skills).toEqual(expect.arrayContaining(['Figma', 'CSS', 'Docker', 'Go']));
    expect(view.suggestions.skills).not.toContain('React');
    expect(view.suggestions.titles).toEqual(expect.arrayContaining(['Product Designer', 'Platform Engineer']));
    expect(view.profile.skills).toEqual(['React']);
  });
});

describe('reading a CV', () => {
  async function readingAfterUpload(bytes: Buffer, name: string) {
    const seeker = await makeSeeker();
    const saved = await uploadCv(seeker, bytes, name);
    expect(saved.status).toBe(200);
    await testLambda().settled();
    return { seeker, view: (await getProfile(seeker)).body };
  }

  it.each([
    ['cv.pdf', () => makePdf({ pages: [SAMPLE_CV_LINES] })],
    ['cv.docx', () => makeDocx(SAMPLE_CV_LINES)],
  ])('proposes the board’s skills found in %s, and adds none by itself', async (name, bytes) => {
    const { view } = await readingAfterUpload(bytes(), name);
    expect(view.cvReading).toMatchObject({ status: 'read', fileName: name });
    // Go is found as written ("some Go"); GraphQL, CSS, Jest, Docker, React, TypeScript are on the board.
    expect(view.cvReading?.skills).toEqual(['CSS', 'Docker', 'Go', 'GraphQL', 'Jest', 'React', 'TypeScript']);
    expect(view.profile.skills).toEqual([]);
  });

  it('keeps the skills the seeker keeps and closes the proposal', async () => {
    const { seeker } = await readingAfterUpload(makePdf({ pages: [SAMPLE_CV_LINES] }), 'cv.pdf');
    const kept = await saveProfile(seeker, { ...profileBody, skills: ['React', 'Go'], cvReviewed: true });
    expect(kept.body.cvReading?.status).toBe('reviewed');
    expect(kept.body.profile.skills).toEqual(['React', 'Go']);
  });

  it.each([
    ['an image-only PDF', 'scan.pdf', () => makePdf({ pages: [[], []] })],
    ['an encrypted PDF', 'locked.pdf', () => makePdf({ pages: [SAMPLE_CV_LINES], encrypted: true })],
    ['a 300-page PDF', 'long.pdf', () => makePdf({ pages: Array.from({ length: 300 }, () => ['React']) })],
    ['a corrupt PDF', 'broken.pdf', () => Buffer.from(`%PDF-1.4\n${'x'.repeat(500)}`)],
    ['a zip bomb', 'bomb.docx', () => makeDocx(SAMPLE_CV_LINES, 30 * 1024 * 1024)],
    ['a CV in another script', 'ru.docx', () => makeDocx(['Опыт работы: разработка веб-приложений, пять лет, Москва'])],
  ])('marks %s as not read, with nothing proposed', async (_what, name, bytes) => {
    const { view } = await readingAfterUpload(bytes(), name);
    expect(view.cvReading).toEqual({ status: 'failed', fileName: name, skills: [] });
    expect(view.profile.skills).toEqual([]);
  });

  it('forgets the reading with the CV', async () => {
    const { seeker } = await readingAfterUpload(makeDocx(SAMPLE_CV_LINES), 'cv.docx');
    expect((await invoke('delete-cv', { cookie: seeker.cookie })).status).toBe(200);
    expect((await getProfile(seeker)).body.cvReading).toBeUndefined();
  });
});

describe('Jobs for you', () => {
  it('ranks the board against the profile, each job with its reasons and the skills it lacks', async () => {
    const seeker = await makeSeeker();
    await saveProfile(seeker, profileBody);
    const answer = await matches(seeker);
    expect(answer.status).toBe(200);
    expect(answer.body.hasProfile).toBe(true);
    const [first, second] = answer.body.jobs;
    expect(first?.id).toBe(ids.react);
    expect(first?.reasons).toEqual([
      '3 of your 3 skills: React, TypeScript, CSS',
      'the title you want: Frontend Developer',
      'in Berlin',
      'pays at least your €55,000 a year',
    ]);
    expect(first?.missingSkills).toEqual(['Jest', 'Webpack']);
    expect(second?.id).toBe(ids.remoteReact);
    expect(second?.reasons).toEqual(['2 of your 3 skills: React, TypeScript', 'remote']);
    for (const job of answer.body.jobs) expect(job.reasons.length).toBeGreaterThan(0);
    const listed = answer.body.jobs.map((job) => job.id);
    expect(listed).not.toContain(ids.chef);
  });

  it('narrows to the jobs list’s filters and search words in its Best match order', async () => {
    const seeker = await makeSeeker();
    await saveProfile(seeker, profileBody);
    const only = async (query: Record<string, string>) =>
      (await invoke<JobMatches>('list-job-matches', { cookie: seeker.cookie, query })).body.jobs.map((job) => job.id);
    expect(await only({ workArrangement: 'remote' })).toEqual([ids.remoteReact]);
    expect(await only({ search: 'graphql' })).toEqual([ids.remoteReact]);
    expect(await only({ category: 'Design' })).toEqual([ids.design]);
    expect(await only({ category: 'Nothing Like It' })).toEqual([]);
    const bad = await invoke('list-job-matches', { cookie: seeker.cookie, query: { jobType: 'moon' } });
    expect(bad.status).toBe(400);
  });

  it('says so when the profile has nothing to match on', async () => {
    const answer = await matches(await makeSeeker());
    expect(answer.body).toEqual({ jobs: [], hasProfile: false });
  });

  it('hides a job marked Not interested and moves jobs like it down', async () => {
    const seeker = await makeSeeker();
    await saveProfile(seeker, { ...profileBody, titles: [], places: [], minPay: null, skills: ['React', 'CSS'] });
    const before = (await matches(seeker)).body.jobs.map((job) => job.id);
    expect(before.slice(0, 2)).toEqual([ids.react, ids.remoteReact]);
    const hidden = await invoke<{ hiddenCount: number }>('hide-job-match', {
      cookie: seeker.cookie,
      params: { id: String(ids.react) },
    });
    expect(hidden.body).toEqual({ hiddenCount: 1 });
    const after = (await matches(seeker)).body.jobs.map((job) => job.id);
    expect(after).not.toContain(ids.react);
    // The remote React job shares React and TypeScript with the hidden one: the designer job (CSS) now leads.
    expect(after.indexOf(ids.design as number)).toBeLessThan(after.indexOf(ids.remoteReact as number));
    expect((await getMatching(seeker.user.id)).hidden.map((job) => job.id)).toEqual([ids.react]);
    await saveProfile(seeker, { ...profileBody, clearHidden: true });
    expect((await getProfile(seeker)).body.hiddenCount).toBe(0);
  });

  it('answers 404 for Not interested on a job that does not exist', async () => {
    const seeker = await makeSeeker();
    const answer = await invoke('hide-job-match', { cookie: seeker.cookie, params: { id: '999999' } });
    expect(answer.status).toBe(404);
  });
});

describe('the company’s side-by-side view of an application', () => {
  it('shows the job’s skills the applicant’s profile lists and those not found, to the company only', async () => {
    const company = await makeCompanyPrincipal('Side By Side');
    const job = (
      await postJobAs(company, jobBody({ title: 'Data Engineer', skills: ['Python', 'SQL', 'Airflow', 'dbt'] }))
    ).body;
    const seeker = await makeSeeker();
    await saveProfile(seeker, { ...profileBody, skills: ['python', 'SQL', 'React'] });
    const application = (await applyAs(seeker, job.id)).body as { id: number };
    const read = (who: Principal) =>
      invoke<Record<string, unknown>>('get-application', {
        cookie: who.cookie,
        params: { id: String(application.id) },
      });
    expect((await read(company)).body.skillComparison).toEqual({
      found: ['Python', 'SQL'],
      notFound: ['Airflow', 'dbt'],
      cvUnread: false,
      nothingToCompare: false,
    });
    expect((await read(seeker)).body.skillComparison).toBeUndefined();
  });
});
