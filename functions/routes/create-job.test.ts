import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { jobInputMessages } from '../../shared/schemas/job-input.js';
import type { Job } from '../../shared/types.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { jobBody, jobCounts, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { makeCategories } from '../testing/jobs.js';
import { type CompanyPrincipal, makeCompanyPrincipal } from '../testing/principals.js';

describe('POST /api/jobs', () => {
  let owner: CompanyPrincipal;
  let rival: CompanyPrincipal;
  beforeAll(async () => {
    await makeCategories(['Engineering', 'Design', 'Marketing', 'Finance']);
    [owner, rival] = await Promise.all([makeCompanyPrincipal('Owner Labs'), makeCompanyPrincipal('Rival Works')]);
  });

  const dashboardIds = async (principal: CompanyPrincipal) =>
    (await invoke<Job[]>('list-dashboard-jobs', { cookie: principal.cookie })).body.map((job) => job.id);

  it('posts a live job for the company of the session: 201, public, searchable and on its dashboard', async () => {
    const response = await postJobAs(owner, jobBody({ title: 'Site Reliability Engineer', salary: '$90k' }));
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const job = response.body;
    expect(job).toMatchObject({
      title: 'Site Reliability Engineer',
      companyId: owner.company.id,
      companyName: 'Owner Labs',
      postedBy: owner.user.id,
      isActive: true,
      salary: '$90k',
      jobType: 'full_time',
    });
    expect(typeof job.id).toBe('number');
    expect((await invoke('get-job', { params: { id: String(job.id) } })).body).toEqual(job);
    expect(await publicJobIds({ search: 'reliability' })).toContain(job.id);
    expect(await dashboardIds(owner)).toContain(job.id);
    expect(await dashboardIds(rival)).not.toContain(job.id);
  });

  it('stores the job type remote as a full-time remote job, found by both filters and by an old link', async () => {
    const response = await postJobAs(owner, jobBody({ title: 'Remote Python Developer', jobType: 'remote' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ jobType: 'full_time', workArrangement: 'remote' });
    const id = response.body.id;
    expect((await invoke<Job>('get-job', { params: { id: String(id) } })).body).toMatchObject({
      jobType: 'full_time',
      workArrangement: 'remote',
    });
    expect(await publicJobIds({ search: 'python', jobType: 'full_time', workArrangement: 'remote' })).toContain(id);
    expect(await publicJobIds({ search: 'python', jobType: 'remote' })).toContain(id);
    expect(await publicJobIds({ search: 'python', jobType: 'part_time' })).not.toContain(id);
  });

  it('ignores a postedBy and companyId of another company in the body', async () => {
    const response = await postJobAs(
      owner,
      jobBody({ title: 'Impersonation Attempt', postedBy: rival.user.id, companyId: rival.company.id, id: 1 }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      companyId: owner.company.id,
      postedBy: owner.user.id,
      companyName: 'Owner Labs',
    });
    expect(response.body.id).not.toBe(1);
    expect(await dashboardIds(rival)).not.toContain(response.body.id);
  });

  it('gives the job 1 to 3 categories and the category and company counts follow', async () => {
    const before = await jobCounts(owner.company.id);
    const response = await postJobAs(owner, jobBody({ categories: ['engineering', 'Design', 'Finance'] }));
    expect(response.status).toBe(201);
    expect(response.body.categories).toEqual(['Engineering', 'Design', 'Finance']);
    const after = await jobCounts(owner.company.id);
    expect(after.company).toBe(before.company + 1);
    expect(after.categories).toEqual({
      ...before.categories,
      Engineering: (before.categories.Engineering ?? 0) + 1,
      Design: (before.categories.Design ?? 0) + 1,
      Finance: (before.categories.Finance ?? 0) + 1,
    });
    expect(await publicJobIds({ category: 'Design' })).toContain(response.body.id);
  });

  it('keeps a job posted inactive out of the public lists and the counts', async () => {
    const before = await jobCounts(owner.company.id);
    const response = await postJobAs(owner, jobBody({ title: 'Quiet Draft Role', isActive: false }));
    expect(response.status).toBe(201);
    expect(response.body.isActive).toBe(false);
    expect((await invoke('get-job', { params: { id: String(response.body.id) } })).status).toBe(404);
    expect(await publicJobIds({ search: 'quiet draft' })).toEqual([]);
    expect(await jobCounts(owner.company.id)).toEqual(before);
    expect(await dashboardIds(owner)).toContain(response.body.id);
  });

  it('stores and returns an HTML title verbatim, as text in JSON', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const description = '<script>alert("x")</script> and a real description of the work.';
    const response = await postJobAs(owner, jobBody({ title, description }));
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toMatchObject({ title, description });
    const read = await invoke<Job>('get-job', { params: { id: String(response.body.id) } });
    expect(read.body.title).toBe(title);
    expect(read.body.description).toBe(description);
  });

  const tooLong = (n: number) => 'x'.repeat(n + 1);
  it.each([
    ['an empty body', {}, 'Title must be at least 3 characters'],
    ['no description', jobBody({ description: undefined }), 'Description must be at least 10 characters'],
    ['no requirements', jobBody({ requirements: undefined }), 'Requirements must be at least 10 characters'],
    ['no location', jobBody({ location: undefined }), 'Location is required'],
    ['no job type', jobBody({ jobType: undefined }), jobInputMessages.jobType],
    ['a short title', jobBody({ title: 'ab' }), 'Title must be at least 3 characters'],
    ['a blank title', jobBody({ title: '      ' }), 'Title must be at least 3 characters'],
    ['a numeric title', jobBody({ title: 12345 }), 'Title must be at least 3 characters'],
    ['a too long title', jobBody({ title: tooLong(120) }), 'Title must be at most 120 characters'],
    ['a short description', jobBody({ description: 'Too short' }), 'Description must be at least 10 characters'],
    ['a too long description', jobBody({ description: tooLong(10_000) }), jobInputMessages.descriptionMax],
    ['a one-letter location', jobBody({ location: 'X' }), 'Location is required'],
    ['an unknown job type', jobBody({ jobType: 'freelance' }), jobInputMessages.jobType],
    ['a too long salary', jobBody({ salary: tooLong(100) }), jobInputMessages.salaryMax],
    ['an unknown experience', jobBody({ experience: 'Guru' }), jobInputMessages.experience],
    ['isActive as text', jobBody({ isActive: 'yes' }), 'isActive must be true or false'],
    ['no categories', jobBody({ categories: [] }), 'Choose between 1 and 3 categories'],
    [
      'four categories',
      jobBody({ categories: ['Engineering', 'Design', 'Marketing', 'Finance'] }),
      'Choose between 1 and 3 categories',
    ],
    ['categories as text', jobBody({ categories: 'Engineering' }), expect.any(String)],
    ['an unknown category', jobBody({ categories: ['Astrology'] }), 'Unknown category: Astrology'],
    [
      'eleven skills',
      jobBody({ skills: Array.from({ length: 11 }, (_, i) => `skill${i}`) }),
      jobInputMessages.skillsCount,
    ],
    ['an array body', [jobBody()], 'The request body must be a JSON object'],
    ['a text body', 'post this job', 'The request body must be a JSON object'],
  ])('answers 400 with the rule for %s, and posts nothing', async (_case, body, message) => {
    const before = await dashboardIds(owner);
    const response = await postJobAs(owner, body as Record<string, unknown>);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await dashboardIds(owner)).toEqual(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await invoke('create-job', { cookie: owner.cookie, rawBody: '{"title": "Broken' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers 403 with a clear message to a company account whose company record is gone', async () => {
    const orphan = await makeCompanyPrincipal('Vanished Ltd');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.company(orphan.company.id) }));
    const response = await postJobAs(orphan);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Your account has no company profile, so it cannot post jobs' });
  });
});
