import type { Job } from '../../shared/types.js';
import { jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal } from '../testing/principals.js';

describe('GET /api/dashboard/jobs', () => {
  let owner: CompanyPrincipal;
  let rival: CompanyPrincipal;
  beforeAll(async () => {
    [owner, rival] = await Promise.all([makeCompanyPrincipal('Owner Labs'), makeCompanyPrincipal('Rival Works')]);
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
});
