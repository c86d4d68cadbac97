import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import type { Company } from '../../shared/types.js';
import { updateProfile } from '../lib/db/accounts/accounts.js';
import { deleteJob, listCompanyJobs, updateJob } from '../lib/db/jobs/jobs.js';
import { invoke } from '../testing/invoke.js';
import { makeCompany, postJob, type TestCompany } from '../testing/jobs.js';

/** Every page of the directory for this query, followed by its cursors: the names per page. */
async function allPages(query: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const response = await invoke<Company[]>('list-companies', { query: { ...query, ...(cursor ? { cursor } : {}) } });
    expect(response.status).toBe(200);
    pages.push(response.body.map((company) => company.name));
    cursor = response.headers[NEXT_CURSOR_HEADER];
  } while (cursor && pages.length < 20);
  return pages;
}

async function companyWithJobs(name: string, jobs: number): Promise<TestCompany> {
  const owner = await makeCompany(name);
  for (let i = 0; i < jobs; i++) await postJob(owner);
  return owner;
}

describe('GET /api/companies', () => {
  let zeta: TestCompany;

  beforeAll(async () => {
    zeta = await makeCompany('Zeta Labs', { location: 'Denver, CO', logo: '/logos/zeta-labs.svg' });
    await postJob(zeta);
    await postJob(zeta, { isActive: false });
    await companyWithJobs('Beta Café Zürich', 3);
    await companyWithJobs('alpha Works', 2);
    await companyWithJobs('Écoles Zurich', 2);
    await companyWithJobs('Quiet Corp', 0);
  });

  it('answers a company with its details and active-job count, cacheable for a minute', async () => {
    const response = await invoke<Company[]>('list-companies');
    expect(response.status).toBe(200);
    expect(response.body.find((company) => company.name === 'Zeta Labs')).toEqual({
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

  it('pages by open jobs (most first, ties by name), leaving out companies without open jobs', async () => {
    expect(await allPages({ limit: '2' })).toEqual([
      ['Beta Café Zürich', 'alpha Works'],
      ['Écoles Zurich', 'Zeta Labs'],
    ]);
    expect((await allPages({ limit: '3', includeEmpty: 'true' })).flat()).toEqual([
      'Beta Café Zürich',
      'alpha Works',
      'Écoles Zurich',
      'Zeta Labs',
      'Quiet Corp',
    ]);
  });

  it('pages by name, case and accents folded, with or without the companies without open jobs', async () => {
    expect(await allPages({ sort: 'name', limit: '3' })).toEqual([
      ['alpha Works', 'Beta Café Zürich', 'Écoles Zurich'],
      ['Zeta Labs'],
    ]);
    expect((await allPages({ sort: 'name', limit: '2', includeEmpty: 'true' })).flat()).toEqual([
      'alpha Works',
      'Beta Café Zürich',
      'Écoles Zurich',
      'Quiet Corp',
      'Zeta Labs',
    ]);
  });

  it('searches words anywhere in the name, ignoring case and accents', async () => {
    expect((await allPages({ search: 'ZURICH' })).flat()).toEqual(['Beta Café Zürich', 'Écoles Zurich']);
    expect((await allPages({ search: 'zür', limit: '1' })).flat()).toEqual(['Beta Café Zürich', 'Écoles Zurich']);
    expect((await allPages({ search: 'cafe beta' })).flat()).toEqual(['Beta Café Zürich']);
    expect((await allPages({ search: 'quiet' })).flat()).toEqual([]);
    expect((await allPages({ search: 'quiet', includeEmpty: 'true' })).flat()).toEqual(['Quiet Corp']);
  });

  it('keeps the order right as jobs are deactivated, deleted and posted, and as a company is renamed', async () => {
    const owner = await companyWithJobs('Moving Parts', 4);
    const names = async (query: Record<string, string> = {}) => (await allPages(query)).flat();
    expect((await names())[0]).toBe('Moving Parts');

    const jobs = await Promise.all([postJob(owner), postJob(owner)]);
    const [first, second] = jobs;
    await updateJob(first?.id as number, { isActive: false });
    await deleteJob(second?.id as number);
    expect((await invoke<Company[]>('list-companies', { query: { search: 'moving' } })).body[0]?.jobCount).toBe(4);

    const [, ...rest] = (await listCompanyJobs(owner.company.id)).filter((job) => job.isActive);
    for (const job of rest) await deleteJob(job.id);
    expect(await names()).toEqual(['Beta Café Zürich', 'alpha Works', 'Écoles Zurich', 'Moving Parts', 'Zeta Labs']);

    await updateJob(first?.id as number, { isActive: true });
    expect((await updateProfile(owner.user, { company: 'Aardvark Movers' })).ok).toBe(true);
    expect(await names()).toEqual(['Beta Café Zürich', 'Aardvark Movers', 'alpha Works', 'Écoles Zurich', 'Zeta Labs']);
    expect((await names({ sort: 'name' }))[0]).toBe('Aardvark Movers');
    expect(await names({ search: 'moving' })).toEqual([]);
    expect(await names({ search: 'aardv' })).toEqual(['Aardvark Movers']);
  });

  it('refuses a cursor that was altered or belongs to another query, and unknown options', async () => {
    const first = await invoke('list-companies', { query: { limit: '1' } });
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    for (const query of [
      { cursor, sort: 'name' },
      { cursor, search: 'zeta' },
      { cursor: `${cursor}x` },
      { sort: 'popular' },
      { includeEmpty: 'yes' },
      { limit: '0' },
    ] as Record<string, string>[]) {
      const response = await invoke('list-companies', { query });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});
