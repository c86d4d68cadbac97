import { invoke } from '../testing/invoke.js';
import { makeCategories, makeCompany, postJob } from '../testing/jobs.js';

describe('GET /api/jobs/{id}', () => {
  let owner: Awaited<ReturnType<typeof makeCompany>>;
  beforeAll(async () => {
    await makeCategories(['Engineering']);
    owner = await makeCompany('Hooli', { logo: '/logos/hooli.svg' });
  });

  it('answers the full job with its company name, cacheable for a minute', async () => {
    const job = await postJob(owner, {
      categories: ['Engineering'],
      skills: ['Go'],
      salary: '$100k',
      experience: 'Mid Level',
    });
    const response = await invoke('get-job', { params: { id: String(job.id) } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(job);
    expect(response.body).toMatchObject({
      companyName: 'Hooli',
      companyLogo: '/logos/hooli.svg',
      requirements: job.requirements,
      postedBy: owner.user.id,
    });
    expect(response.body).not.toHaveProperty('terms');
    expect(response.body).not.toHaveProperty('version');
    expect(response.headers['cache-control']).toContain('max-age=60');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999', '1e3', ' 7'])('answers 404 {"message"} for id %j', async (id) => {
    const response = await invoke('get-job', { params: { id } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Job not found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('hides an inactive job from the public', async () => {
    const job = await postJob(owner, { isActive: false });
    expect((await invoke('get-job', { params: { id: String(job.id) } })).status).toBe(404);
  });
});
