import { makeCompany, postJob } from '../lib/db/jobs-testing.js';
import { invoke } from '../testing/invoke.js';

describe('GET /api/companies', () => {
  it('lists every company by name with its details and active-job count', async () => {
    const zeta = await makeCompany('Zeta Labs', { location: 'Denver, CO', logo: '/logos/zeta-labs.svg' });
    await makeCompany('alpha Works');
    await postJob(zeta);
    await postJob(zeta, { isActive: false });
    const response = await invoke('list-companies');
    expect(response.status).toBe(200);
    expect(response.body.map((company: { name: string }) => company.name)).toEqual(['alpha Works', 'Zeta Labs']);
    expect(response.body[1]).toEqual({
      id: zeta.company.id,
      userId: zeta.user.id,
      name: 'Zeta Labs',
      description: 'Zeta Labs makes things.',
      location: 'Denver, CO',
      logo: '/logos/zeta-labs.svg',
      jobCount: 1,
      createdAt: expect.any(String),
    });
    expect(response.headers['cache-control']).toContain('max-age=60');
  });
});
