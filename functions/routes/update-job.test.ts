import { jobInputMessages } from '../../shared/schemas/job-input.js';
import type { Job } from '../../shared/types.js';
import { jobBody, jobCounts, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { makeCategories, termEntriesOf } from '../testing/jobs.js';
import {
  type CompanyPrincipal,
  makeAdmin,
  makeCompanyPrincipal,
  makeSeeker,
  type Principal,
} from '../testing/principals.js';

describe('PUT /api/jobs/{id}', () => {
  let owner: CompanyPrincipal;
  let rival: CompanyPrincipal;
  let admin: Principal;
  let seeker: Principal;
  beforeAll(async () => {
    await makeCategories(['Engineering', 'Design', 'Healthcare']);
    [owner, rival, admin, seeker] = await Promise.all([
      makeCompanyPrincipal('Owner Labs'),
      makeCompanyPrincipal('Rival Works'),
      makeAdmin(),
      makeSeeker(),
    ]);
  });

  const post = async (overrides: Record<string, unknown> = {}) => (await postJobAs(owner, jobBody(overrides))).body;
  const edit = (principal: Principal, id: number | string, body: unknown) =>
    invoke<Job>('update-job', { cookie: principal.cookie, params: { id: String(id) }, body });
  const read = async (id: number) =>
    (await invoke<Job[]>('list-dashboard-jobs', { cookie: owner.cookie })).body.find((job) => job.id === id);

  it('lets the owner edit fields: the others are kept and search follows the new text', async () => {
    const job = await post({ title: 'Plumbing Technician', salary: '$50k', experience: 'Mid Level' });
    const response = await edit(owner, job.id, { title: 'Carpentry Specialist', location: 'Porto, Portugal' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ...job,
      title: 'Carpentry Specialist',
      location: 'Porto, Portugal',
      updatedAt: expect.any(String),
    });
    expect((await invoke('get-job', { params: { id: String(job.id) } })).body).toEqual(response.body);
    expect(await publicJobIds({ search: 'carpentry' })).toContain(job.id);
    expect(await publicJobIds({ search: 'plumbing' })).not.toContain(job.id);
  });

  it('keeps the contract type of a job edited to the job type remote, and makes it remote', async () => {
    const job = await post({ jobType: 'part_time', workArrangement: 'on_site' });
    const response = await edit(owner, job.id, { jobType: 'remote' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ jobType: 'part_time', workArrangement: 'remote' });
  });

  it('clears salary and experience sent empty or null', async () => {
    const job = await post({ salary: '$70k', experience: 'Senior Level' });
    const response = await edit(owner, job.id, { salary: '', experience: null });
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('salary');
    expect(response.body).not.toHaveProperty('experience');
  });

  it('deactivates and reactivates: hidden from the public and the counts meanwhile, still on the dashboard', async () => {
    const job = await post({ title: 'Seasonal Gardener', categories: ['Healthcare'] });
    const before = await jobCounts(owner.company.id);

    const off = await edit(owner, job.id, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await invoke('get-job', { params: { id: String(job.id) } })).status).toBe(404);
    expect(await publicJobIds({ search: 'gardener' })).toEqual([]);
    expect(await termEntriesOf(job.id)).toEqual([]);
    const during = await jobCounts(owner.company.id);
    expect(during.company).toBe(before.company - 1);
    expect(during.categories.Healthcare).toBe((before.categories.Healthcare ?? 0) - 1);
    expect((await read(job.id))?.isActive).toBe(false);

    expect((await edit(owner, job.id, { isActive: true })).status).toBe(200);
    expect(await publicJobIds({ search: 'gardener' })).toEqual([job.id]);
    expect(await jobCounts(owner.company.id)).toEqual(before);
  });

  it('moves the category counts when the categories change', async () => {
    const job = await post({ categories: ['Engineering'] });
    const before = await jobCounts(owner.company.id);
    const response = await edit(owner, job.id, { categories: ['Design', 'Healthcare'] });
    expect(response.body.categories).toEqual(['Design', 'Healthcare']);
    const after = await jobCounts(owner.company.id);
    expect(after.company).toBe(before.company);
    expect(after.categories.Engineering).toBe((before.categories.Engineering ?? 0) - 1);
    expect(after.categories.Design).toBe((before.categories.Design ?? 0) + 1);
    expect(after.categories.Healthcare).toBe((before.categories.Healthcare ?? 0) + 1);
    expect(await publicJobIds({ category: 'Engineering' })).not.toContain(job.id);
    expect(await publicJobIds({ category: 'Design' })).toContain(job.id);
  });

  it('answers 404 to another company, exactly as for a missing job, and changes nothing', async () => {
    const job = await post();
    for (const id of [String(job.id), '999999', 'abc', '0']) {
      const response = await edit(rival, id, { title: 'Hijacked', isActive: false });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Job not found' });
    }
    expect(await read(job.id)).toEqual(job);
  });

  it('refuses a job seeker by role (403)', async () => {
    const job = await post();
    const response = await edit(seeker, job.id, { isActive: false });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You are not allowed to do this' });
  });

  it('lets an admin deactivate and reactivate any job (moderation)', async () => {
    const job = await post({ title: 'Suspicious Offer' });
    const off = await edit(admin, job.id, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, title: 'Suspicious Offer', companyId: owner.company.id });
    expect((await edit(admin, job.id, { isActive: true })).body.isActive).toBe(true);
  });

  it.each([
    ['a title', { title: 'Moderated Title' }],
    ['a title next to isActive', { isActive: false, title: 'Moderated Title' }],
    ['a cleared salary', { salary: '' }],
    ['categories', { categories: ['Design'] }],
  ])('answers 403 to an admin changing %s, and changes nothing', async (_case, body) => {
    const job = await post({ salary: '$1' });
    const response = await edit(admin, job.id, body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Admins may only activate, deactivate or delete a job' });
    expect(await read(job.id)).toEqual(job);
  });

  it('answers 400 when there is nothing to change; postedBy and companyId are not changeable', async () => {
    const job = await post();
    for (const body of [{}, { postedBy: rival.user.id, companyId: rival.company.id }]) {
      const response = await edit(owner, job.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Send at least one job field to change' });
    }
    expect(await read(job.id)).toEqual(job);
  });

  it('stores an HTML title verbatim', async () => {
    const job = await post();
    const title = '<img src=x onerror=alert(1)>';
    expect((await edit(owner, job.id, { title })).body.title).toBe(title);
    expect((await invoke<Job>('get-job', { params: { id: String(job.id) } })).body.title).toBe(title);
  });

  it.each([
    ['a short title', { title: 'ab' }, 'Title must be at least 3 characters'],
    ['a numeric title', { title: 42 }, 'Title must be at least 3 characters'],
    ['a too long title', { title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    ['a too long requirements text', { requirements: 'x'.repeat(5001) }, jobInputMessages.requirementsMax],
    ['an unknown job type', { jobType: 'gig' }, jobInputMessages.jobType],
    ['isActive as text', { isActive: 'false' }, 'isActive must be true or false'],
    ['no categories', { categories: [] }, 'Choose between 1 and 3 categories'],
    ['four categories', { categories: ['a', 'b', 'c', 'd'] }, 'Choose between 1 and 3 categories'],
    ['an unknown category', { categories: ['Astrology'] }, 'Unknown category: Astrology'],
    ['an array body', [{ title: 'Array Title' }], 'The request body must be a JSON object'],
    ['a number body', 7, 'The request body must be a JSON object'],
  ])('answers 400 with the rule for %s, and changes nothing', async (_case, body, message) => {
    const job = await post();
    const response = await edit(owner, job.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await read(job.id)).toEqual(job);
  });

  it('answers 400 to malformed JSON', async () => {
    const job = await post();
    const response = await invoke('update-job', {
      cookie: owner.cookie,
      params: { id: String(job.id) },
      rawBody: '{"isActive": fals',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });
});
