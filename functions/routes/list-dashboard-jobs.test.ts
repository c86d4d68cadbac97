import type { Job } from '../../shared/types.js';
import { jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeAdmin, makeCompanyPrincipal, type Principal } from '../testing/principals.js';

describe('GET /api/dashboard/jobs', () => {
  let owner: CompanyPrincipal;
  let rival: CompanyPrincipal;
  let admin: Principal;
  beforeAll(async () => {
    [owner, rival, admin] = await Promise.all([
      makeCompanyPrincipal('Owner Labs'),
      makeCompanyPrincipal('Rival Works'),
      makeAdmin('Ada Admin'),
    ]);
  });

  const dashboard = (principal: CompanyPrincipal) => invoke<Job[]>('list-dashboard-jobs', { cookie: principal.cookie });

  it("lists the company's own jobs, active and inactive, newest first, with full details", async () => {
    expect((await dashboard(owner)).body).toEqual([]);
    const posted: Job[] = [];
    for (const [title, isActive] of [
      ['Oldest Role', true],
      ['Paused Role', false],
      ['Newest Role', true],
    ] as const) {
      posted.push((await postJobAs(owner, jobBody({ title, isActive }))).body);
    }
    await postJobAs(rival, jobBody({ title: 'Rival Role' }));

    const response = await dashboard(owner);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual([...posted].reverse());
    expect(response.body.map((job) => [job.title, job.isActive])).toEqual([
      ['Newest Role', true],
      ['Paused Role', false],
      ['Oldest Role', true],
    ]);
    expect((await dashboard(rival)).body.map((job) => job.title)).toEqual(['Rival Role']);
  });

  it("gives the admin's reason with a job the admin deactivated, and drops it when the admin reactivates it", async () => {
    const job = (await postJobAs(owner, jobBody({ title: 'Taken Down Role' }))).body;
    const moderate = (action: string, reason: string) =>
      invoke('moderate-job', { cookie: admin.cookie, params: { id: String(job.id) }, body: { action, reason } });
    const row = async () => (await dashboard(owner)).body.find((one) => one.id === job.id);

    expect((await moderate('deactivate', 'Asks applicants for a fee')).status).toBe(200);
    expect(await row()).toMatchObject({
      isActive: true,
      moderation: ['deactivated-by-admin'],
      deactivationReason: 'Asks applicants for a fee',
    });
    // An edit by the company keeps the mark and its reason: only an admin lifts them.
    const edited = await invoke<Job>('update-job', {
      cookie: owner.cookie,
      params: { id: String(job.id) },
      body: { title: 'Taken Down Role, fee removed' },
    });
    expect(edited.body).toMatchObject({ deactivationReason: 'Asks applicants for a fee' });
    expect((await row())?.deactivationReason).toBe('Asks applicants for a fee');
    expect((await invoke('get-job', { params: { id: String(job.id) } })).status).toBe(404);
    expect((await dashboard(rival)).body.some((one) => one.id === job.id)).toBe(false);

    expect((await moderate('restore', 'Fee removed, listed again')).status).toBe(200);
    const restored = await row();
    expect(restored?.moderation).toBeUndefined();
    expect(restored).not.toHaveProperty('deactivationReason');
  });
});
