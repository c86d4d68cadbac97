import type { Application, PublicUser } from '../../shared/types.js';
import { createApplication, getApplication, listApplications } from '../lib/db/applications/applications.js';
import { createCategory, listCategories } from '../lib/db/catalog/categories.js';
import { listCompanies } from '../lib/db/companies/companies.js';
import { getJob } from '../lib/db/jobs/jobs.js';
import { call, itemsReferring, newAccount, type Registered, register } from '../testing/accounts.js';
import { createdJob } from '../testing/created-job.js';

process.env.BCRYPT_COST = '4';

const DELETED = { message: 'Your account has been deleted' };

const postJob = (owner: Registered, title: string, extra: { categories?: string[]; isActive?: boolean } = {}) =>
  createdJob(
    {
      title,
      description: 'A job that exists only to be deleted with its company.',
      requirements: 'Patience with tests that delete everything.',
      location: 'Remote',
      jobType: 'remote',
      ...extra,
    },
    { company: { id: owner.user.companyId as number, name: owner.user.company as string }, postedBy: owner.user.id },
  );

const apply = async (
  seeker: PublicUser,
  job: { id: number; title: string; companyId: number; companyName: string },
) => {
  const outcome = await createApplication({
    job,
    applicant: { id: seeker.id, name: seeker.name, email: seeker.email },
    resume: 'My resume',
    coverLetter: 'My cover letter',
  });
  if (!outcome.ok) throw new Error(`apply failed: ${outcome.reason}`);
  return outcome.application;
};

describe('DELETE /api/user', () => {
  it('deletes a job seeker, their applications and guards, and nothing of anyone else', async () => {
    const company = await register({ role: 'company', name: 'Keeps Existing Inc' });
    const job = await postJob(company, 'Kept Job');
    const seeker = await register();
    const other = await register();
    await apply(seeker.user, job);
    const othersApplication = await apply(other.user, job);

    const response = await call('delete-user', { cookie: seeker.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DELETED);
    expect(response.cookies[0]).toContain('Max-Age=0');

    expect(await itemsReferring({ userId: seeker.user.id, username: seeker.username, email: seeker.email })).toEqual(
      [],
    );
    expect((await call('get-user', { cookie: seeker.cookie })).status).toBe(401);
    expect((await call('login', { body: { username: seeker.username, password: seeker.password } })).status).toBe(401);

    expect(await getJob(job.id)).toBeDefined();
    expect(await getApplication(othersApplication.id)).toBeDefined();
    expect((await call('get-user', { cookie: other.cookie })).status).toBe(200);
    expect((await listApplications({ company: company.user.companyId as number })).map((a) => a.userId)).toEqual([
      other.user.id,
    ]);

    // The username and email are free again; the old seeker can even apply again as someone new.
    const again = await call('register', { body: newAccount({ username: seeker.username, email: seeker.email }) });
    expect(again.status).toBe(201);
    await apply(again.body, job);
  });

  it('deletes a company, its record, its jobs with their search entries and counts; applications stay, marked closed', async () => {
    const category = await createCategory({ name: `Robots ${Date.now()}`, icon: 'CodeIcon' });
    const company = await register({ role: 'company', name: 'Vanishing Robotics', description: 'Gone soon.' });
    const companyId = company.user.companyId as number;
    const active = await postJob(company, 'Robot Whisperer', { categories: [category.name] });
    const inactive = await postJob(company, 'Dormant Role', { isActive: false });
    const otherCompany = await register({ role: 'company', name: 'Staying Around' });
    const otherJob = await postJob(otherCompany, 'Lasting Job');

    // Enough applicants for more than one delete batch (25 items per batch, two items per application).
    const seekers = await Promise.all(Array.from({ length: 15 }, () => register()));
    for (const seeker of seekers) await apply(seeker.user, active);
    const kept = await apply(seekers[0]?.user as PublicUser, otherJob);
    // A job the company deleted earlier: its applications keep saying "Job removed".
    const earlier = await postJob(company, 'Deleted Earlier');
    const removedEarlier = await apply(seekers[1]?.user as PublicUser, earlier);
    expect((await call('delete-job', { cookie: company.cookie, params: { id: String(earlier.id) } })).status).toBe(200);
    expect((await listCategories()).find((c) => c.id === category.id)?.jobCount).toBe(1);

    const response = await call('delete-user', { cookie: company.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DELETED);

    const left = await itemsReferring({
      userId: company.user.id,
      username: company.username,
      email: company.email,
      companyId,
      jobIds: [active.id, inactive.id, earlier.id],
    });
    // Only the seekers' applications remain (with their guards, so nobody applies twice to the same job id).
    const keptApplication = (item: Record<string, unknown>) => item.type === 'application' && item.jobRemoved === true;
    const guard = (item: Record<string, unknown>) => String(item.pk).startsWith('APPLIED#');
    expect(left.filter((item) => !keptApplication(item) && !guard(item))).toEqual([]);
    expect(left.filter(keptApplication)).toHaveLength(seekers.length + 1);
    expect((await listCompanies()).map((c) => c.id)).not.toContain(companyId);
    expect((await call('get-company-by-user', { params: { userId: String(company.user.id) } })).status).toBe(404);
    expect((await listCategories()).find((c) => c.id === category.id)?.jobCount).toBe(0);
    expect((await call('get-user', { cookie: company.cookie })).status).toBe(401);

    // The seekers keep their accounts, their application elsewhere, and their history with the company: each
    // application with its snapshot, marked "Company account closed" (removed earlier: "Job removed").
    const history = await call<Application[]>('list-applications', { cookie: seekers[0]?.cookie });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({ id: kept.id, companyName: 'Staying Around' }),
      expect.objectContaining({
        jobId: active.id,
        jobTitle: 'Robot Whisperer',
        companyName: 'Vanishing Robotics',
        status: 'pending',
        jobRemoved: true,
        companyClosed: true,
      }),
    ]);
    expect(history.body[0]?.jobRemoved).toBeUndefined();
    expect((await listApplications({ seeker: seekers[1]?.user.id as number })).map((a) => a.id)).toContain(
      removedEarlier.id,
    );
    const earlierNow = (await listApplications({ seeker: seekers[1]?.user.id as number })).find(
      (a) => a.id === removedEarlier.id,
    );
    expect(earlierNow).toMatchObject({ jobRemoved: true, jobTitle: 'Deleted Earlier' });
    expect(earlierNow?.companyClosed).toBeUndefined();
    expect(await getJob(otherJob.id)).toBeDefined();
    expect((await listCompanies()).map((c) => c.id)).toContain(otherCompany.user.companyId);
  });

  it('revokes every session of the account, not only the one that asked', async () => {
    const account = await register();
    const other = await call('login', { body: { username: account.username, password: account.password } });
    expect((await call('delete-user', { cookie: account.cookie })).status).toBe(200);
    const otherCookie = (other.cookies[0] ?? '').split(';')[0] as string;
    expect((await call('get-user', { cookie: otherCookie })).status).toBe(401);
  });

  it('needs a session, and refuses a request from another site', async () => {
    expect(await call('delete-user')).toMatchObject({ status: 401, body: { message: 'Please sign in to continue' } });
    const account = await register();
    const crossSite = await call('delete-user', {
      cookie: account.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
  });
});
