import type { Application, Job } from '../../shared/types.js';
import { deleteJob } from '../lib/db/jobs/jobs.js';
import { applied, decideAs, jobBody, jobCounts, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { makeCategories, termEntriesOf } from '../testing/jobs.js';
import {
  type CompanyPrincipal,
  makeAdmin,
  makeCompanyPrincipal,
  makeSeeker,
  type Principal,
} from '../testing/principals.js';

describe('DELETE /api/jobs/{id}', () => {
  let owner: CompanyPrincipal;
  let rival: CompanyPrincipal;
  let admin: Principal;
  beforeAll(async () => {
    await makeCategories(['Engineering', 'Design', 'Finance']);
    [owner, rival, admin] = await Promise.all([
      makeCompanyPrincipal('Owner Labs'),
      makeCompanyPrincipal('Rival Works'),
      makeAdmin(),
    ]);
  });

  const post = async (overrides: Record<string, unknown> = {}) => (await postJobAs(owner, jobBody(overrides))).body;
  const remove = (principal: Principal, id: number | string) =>
    invoke('delete-job', { cookie: principal.cookie, params: { id: String(id) } });
  const applicationsOf = async (principal: Principal) =>
    (await invoke<Application[]>('list-applications', { cookie: principal.cookie })).body;
  const dashboardIds = async () =>
    (await invoke<Job[]>('list-dashboard-jobs', { cookie: owner.cookie })).body.map((job) => job.id);

  it('removes the job from every list, index and count at once, and keeps its applications marked removed', async () => {
    const job = await post({ title: 'Quantum Astrologer', categories: ['Engineering', 'Finance'] });
    const [first, second] = await Promise.all([makeSeeker('First Applicant'), makeSeeker('Second Applicant')]);
    const approvedOne = await applied(first, job.id);
    const pendingOne = await applied(second, job.id);
    expect((await decideAs(owner, approvedOne.id, 'approved')).status).toBe(200);
    const before = await jobCounts(owner.company.id);
    expect((await termEntriesOf(job.id)).length).toBeGreaterThan(0);

    const response = await remove(owner, job.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'The job has been deleted' });

    expect((await invoke('get-job', { params: { id: String(job.id) } })).status).toBe(404);
    expect(await publicJobIds()).not.toContain(job.id);
    expect(await publicJobIds({ search: 'astrologer' })).toEqual([]);
    expect(await publicJobIds({ company: String(owner.company.id) })).not.toContain(job.id);
    expect(await publicJobIds({ category: 'Finance' })).not.toContain(job.id);
    expect(await termEntriesOf(job.id)).toEqual([]);
    expect(await dashboardIds()).not.toContain(job.id);
    const after = await jobCounts(owner.company.id);
    expect(after.company).toBe(before.company - 1);
    expect(after.categories.Engineering).toBe((before.categories.Engineering ?? 0) - 1);
    expect(after.categories.Finance).toBe((before.categories.Finance ?? 0) - 1);
    expect(after.categories.Design).toBe(before.categories.Design);

    // The seekers keep their history: the snapshot, their status, and the mark.
    expect(await applicationsOf(first)).toEqual([
      expect.objectContaining({ id: approvedOne.id, jobTitle: 'Quantum Astrologer', companyName: 'Owner Labs' }),
    ]);
    expect((await applicationsOf(first))[0]).toMatchObject({ status: 'approved', jobRemoved: true });
    expect((await applicationsOf(second))[0]).toMatchObject({ id: pendingOne.id, status: 'pending', jobRemoved: true });
    // The company still lists them, marked removed, and can no longer decide them.
    const companyView = (await applicationsOf(owner)).filter((application) => application.jobId === job.id);
    expect(companyView.map((application) => [application.id, application.jobRemoved])).toEqual([
      [pendingOne.id, true],
      [approvedOne.id, true],
    ]);
    const decide = await decideAs(owner, pendingOne.id, 'rejected');
    expect(decide.status).toBe(409);
    expect(decide.body).toEqual({
      message: 'This job has been removed, so its applications can no longer be approved or rejected',
    });
    const detail = await invoke<Application>('get-application', {
      cookie: second.cookie,
      params: { id: String(pendingOne.id) },
    });
    expect(detail.body).toMatchObject({ status: 'pending', jobRemoved: true, jobTitle: 'Quantum Astrologer' });
  });

  it('answers 404 the second time', async () => {
    const job = await post();
    expect((await remove(owner, job.id)).status).toBe(200);
    const again = await remove(owner, job.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Job not found' });
  });

  it('deletes an inactive job without counting it down twice', async () => {
    const job = await post({ categories: ['Design'], isActive: false });
    const before = await jobCounts(owner.company.id);
    expect((await remove(owner, job.id)).status).toBe(200);
    expect(await jobCounts(owner.company.id)).toEqual(before);
    expect(await dashboardIds()).not.toContain(job.id);
  });

  it('answers 404 to another company, exactly as for a missing job, and deletes nothing', async () => {
    const job = await post({ title: 'Untouchable Role' });
    for (const id of [job.id, 999999, 'abc']) {
      const response = await remove(rival, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Job not found' });
    }
    expect(await publicJobIds({ search: 'untouchable' })).toEqual([job.id]);
  });

  it('lets an admin delete any job (moderation), with the same consistency', async () => {
    const job = await post({ title: 'Scam Listing', categories: ['Finance'] });
    const seeker = await makeSeeker();
    const application = await applied(seeker, job.id);
    const before = await jobCounts(owner.company.id);
    expect((await remove(admin, job.id)).status).toBe(200);
    expect(await termEntriesOf(job.id)).toEqual([]);
    expect((await jobCounts(owner.company.id)).categories.Finance).toBe((before.categories.Finance ?? 0) - 1);
    expect((await applicationsOf(seeker))[0]).toMatchObject({ id: application.id, jobRemoved: true });
  });

  it('refuses decisions on a deleted job even before its applications are marked, and a retried DELETE marks them', async () => {
    const job = await post();
    const seeker = await makeSeeker();
    const application = await applied(seeker, job.id);
    // A deletion whose second step (marking the applications) never ran, e.g. the function timed out.
    await deleteJob(job.id);
    expect((await applicationsOf(seeker))[0]?.jobRemoved).toBeUndefined();

    const decide = await decideAs(owner, application.id, 'approved');
    expect(decide.status).toBe(409);
    expect(decide.body).toEqual({
      message: 'This job has been removed, so its applications can no longer be approved or rejected',
    });

    expect((await remove(owner, job.id)).status).toBe(404);
    expect((await applicationsOf(seeker))[0]).toMatchObject({
      id: application.id,
      status: 'pending',
      jobRemoved: true,
    });
  });
});
