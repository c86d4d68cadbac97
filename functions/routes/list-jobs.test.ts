import type { Pay } from '../../shared/pay/pay.js';
import { readSearchPay, salaryFilterOf } from '../../shared/pay/search-pay.js';
import type { JobSummary } from '../../shared/types.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCategories, makeCompany, postJob } from '../testing/jobs.js';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const ids: Record<string, number> = {};
let acmeId = 0;

async function list(query: Record<string, string> | string = {}) {
  const response = await invoke<JobSummary[]>('list-jobs', { query });
  return { ...response, titles: Array.isArray(response.body) ? response.body.map((job) => job.title) : [] };
}

/** Follows x-next-cursor to the end; returns every page. */
async function allPages(query: Record<string, string>) {
  const pages: JobSummary[][] = [];
  let cursor: string | undefined;
  do {
    const response = await invoke<JobSummary[]>('list-jobs', { query: { ...query, ...(cursor ? { cursor } : {}) } });
    expect(response.status).toBe(200);
    pages.push(response.body);
    cursor = response.headers['x-next-cursor'];
  } while (cursor && pages.length < 50);
  return pages;
}

beforeAll(async () => {
  await makeCategories(['Engineering', 'Design', 'Finance']);
  const acme = await makeCompany('Acme Corporation');
  const globex = await makeCompany('Globex');
  acmeId = acme.company.id;
  // One company's posts one after another, as its people post them: each moves the company's open-job count.
  for (let i = 0; i < 24; i++) {
    await postJob(
      globex,
      { title: 'Customer Support Specialist', location: 'Austin, TX', jobType: 'part_time', skills: ['Zendesk'] },
      hoursAgo(10 + i),
    );
  }
  const jobs = {
    senior: postJob(
      acme,
      {
        title: 'Senior Software Engineer',
        location: 'San Francisco, CA',
        categories: ['Engineering'],
        experience: 'Senior Level',
        salary: '$150,000 - $180,000',
        description:
          'Design distributed systems that serve millions of people every day, with a calm on-call rotation.',
      },
      hoursAgo(7),
    ),
    frontend: postJob(
      globex,
      {
        title: 'Frontend Developer',
        location: 'New York, NY',
        jobType: 'contract',
        categories: ['Engineering', 'Design'],
        experience: 'Mid Level',
        salary: '$70 - $90/hour',
        description: 'Work closely with our engineering team on a design system used by every product.',
      },
      hoursAgo(2),
    ),
    designer: postJob(
      globex,
      {
        title: 'Product Designer',
        location: 'Montréal, QC',
        categories: ['Design'],
        experience: 'Mid Level',
        salary: '$95k - $110k',
      },
      hoursAgo(5),
    ),
    intern: postJob(
      acme,
      {
        title: 'Data Engineering Intern',
        location: 'Remote',
        jobType: 'internship',
        categories: ['Engineering'],
        experience: 'Entry Level',
        salary: '$25/hour',
      },
      hoursAgo(4),
    ),
    analyst: postJob(
      acme,
      { title: 'Financial Analyst', location: 'New York, NY', jobType: 'part_time', categories: ['Finance'] },
      hoursAgo(3),
    ),
    cafe: postJob(acme, { title: 'Café Operations Lead', location: 'São Paulo, Brazil' }, hoursAgo(6)),
    closed: postJob(acme, { title: 'Software Engineer', isActive: false }, hoursAgo(1)),
  };
  for (const [name, job] of Object.entries(jobs)) ids[name] = (await job).id;
  await indexSearch();
}, 180_000); // 31 jobs, every word indexed through the stream: slow on a busy DynamoDB Local

describe('GET /api/jobs', () => {
  it('lists active jobs newest first as a JSON array of card summaries, cacheable for 30 s', async () => {
    const response = await list({ limit: '100' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(30);
    expect(response.titles.slice(0, 3)).toEqual(['Frontend Developer', 'Financial Analyst', 'Data Engineering Intern']);
    expect(response.body.map((job) => job.id)).not.toContain(ids.closed);
    const [first] = response.body;
    expect(first).toMatchObject({ companyName: 'Globex', jobType: 'contract', isActive: true, skills: [] });
    expect(first).not.toHaveProperty('requirements');
    expect(first).not.toHaveProperty('terms');
    expect(response.headers['cache-control']).toContain('max-age=30');
    expect(response.headers['x-next-cursor']).toBeUndefined();
  });

  it('pages 20 at a time by default', async () => {
    const response = await list();
    expect(response.body).toHaveLength(20);
    expect(response.headers['x-next-cursor']).toBeTruthy();
  });

  describe('search', () => {
    it("matches word forms: 'engineer' finds 'Software Engineer' and 'Data Engineering Intern'", async () => {
      for (const search of ['engineer', 'Engineers', 'ENGINEERING']) {
        const { titles } = await list({ search });
        expect(titles).toContain('Senior Software Engineer');
        expect(titles).toContain('Data Engineering Intern');
        expect(titles).not.toContain('Product Designer');
      }
    });

    it('requires every word (AND), in any field: title, description, company name', async () => {
      expect((await list({ search: 'senior engineer' })).titles).toEqual(['Senior Software Engineer']);
      expect((await list({ search: 'senior analyst' })).titles).toEqual([]);
      expect((await list({ search: 'distributed systems' })).titles).toEqual(['Senior Software Engineer']);
      expect((await list({ search: 'acme analyst' })).titles).toEqual(['Financial Analyst']);
    });

    it('ignores accents and case, and drops stop words', async () => {
      expect((await list({ search: 'cafe' })).titles).toEqual(['Café Operations Lead']);
      expect((await list({ search: 'CAFÉ the' })).titles).toEqual(['Café Operations Lead']);
    });

    it('orders by relevance by default when searching: title matches before body-only matches', async () => {
      const newest = await list({ search: 'engineering', sort: 'newest' });
      expect(newest.titles[0]).toBe('Frontend Developer'); // the newest, matching in its description only
      const relevant = await list({ search: 'engineering' });
      expect(relevant.titles.at(-1)).toBe('Frontend Developer');
      expect(new Set(relevant.titles)).toEqual(new Set(newest.titles));
      expect(await list({ search: 'engineering', sort: 'relevant' })).toMatchObject({ titles: relevant.titles });
    });

    it('ranks across every page, not within one: the title match comes first even when it is oldest', async () => {
      const pages = await allPages({ search: 'support specialist zendesk', limit: '5' });
      expect(pages.flat()).toHaveLength(24);
      const first = await list({ search: 'engineering', limit: '1' });
      expect(first.titles).toEqual(['Data Engineering Intern']);
    });

    it('says where the words were found and how many jobs match', async () => {
      const response = await list({ search: 'engineering design', limit: '1' });
      expect(response.headers['x-total-count']).toBe('2'); // Senior Software Engineer, Frontend Developer
      expect(response.headers['x-total-capped']).toBeUndefined();
      expect(response.body[0]).toMatchObject({
        title: 'Senior Software Engineer',
        matched: ['title', 'categories', 'description'],
      });
      const browse = await list({ limit: '5' });
      expect(browse.headers['x-total-count']).toBe('30');
      expect(browse.body[0]).not.toHaveProperty('matched');
    });

    it('never ignores a query: stop words alone and symbols are searched as words', async () => {
      for (const search of ['under', "' OR '1'='1", 'r']) {
        const response = await list({ search, limit: '100' });
        expect(response.status).toBe(200);
        expect(response.body).toEqual([]);
        expect(response.headers['x-total-count']).toBe('0');
      }
      expect((await list({ search: 'with a' })).headers['x-total-count']).toBe('30');
    });

    it("suggests a correction from the board's own words when a word finds nothing", async () => {
      const response = await list({ search: 'finacial' });
      expect(response.body).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
      expect(decodeURIComponent(response.headers['x-search-suggestion'] ?? '')).toBe('financial');
      expect((await list({ search: 'financial' })).headers['x-search-suggestion']).toBeUndefined();
    });

    it('offers pay typed into the words as the salary filter, which then finds the jobs', async () => {
      const typed = await list({ search: 'designer $160,000' });
      expect(typed.body).toEqual([]);
      const offer = readSearchPay(typed.headers['x-search-pay']);
      expect(offer).toEqual({
        words: 'designer',
        pay: { salaryMin: 160000, salaryMax: 160000, currency: 'USD', period: 'year' },
      });
      const offered = await list({ search: offer?.words ?? '', ...salaryFilterOf(offer?.pay as Pay) });
      // The words find all three design jobs; the pay leaves out the Product Designer's $95k–110k.
      expect(new Set(offered.titles)).toEqual(new Set(['Frontend Developer', 'Senior Software Engineer']));
      // Hourly pay is offered as its yearly figure; a number that is not money stays a word.
      const hourly = readSearchPay((await list({ search: 'intern $20 an hour' })).headers['x-search-pay']);
      expect(salaryFilterOf(hourly?.pay as Pay)).toEqual({ salaryMin: '41600', currency: 'USD' });
      for (const search of ['engineer 5 years', 'designer 94105', 'engineer 401k']) {
        expect((await list({ search })).headers['x-search-pay']).toBeUndefined();
      }
      // Not when a salary filter is already set: the pay in the words is then meant as words.
      expect((await list({ search: 'designer $100,000', salaryMin: '1' })).headers['x-search-pay']).toBeUndefined();
    });

    it('gives one meaning to remote: the word, the location and the filter find the same jobs', async () => {
      const filter = (await list({ workArrangement: 'remote' })).titles;
      expect(filter).toEqual(['Data Engineering Intern']);
      expect((await list({ search: 'remote' })).titles).toEqual(filter);
      expect((await list({ location: 'remote' })).titles).toEqual(filter);
      expect((await list({ search: 'remote', workArrangement: 'hybrid' })).titles).toEqual([]);
      expect((await list({ limit: '1' })).body[0]).toHaveProperty('workArrangement', 'on_site');
    });
  });

  describe('filters', () => {
    it('location: every word, accents and case folded, as a phrase of the location', async () => {
      expect((await list({ location: 'new york' })).titles).toEqual(['Frontend Developer', 'Financial Analyst']);
      expect((await list({ location: 'York' })).titles).toEqual(['Frontend Developer', 'Financial Analyst']);
      expect((await list({ location: 'New York, NY' })).titles).toHaveLength(2);
      expect((await list({ location: 'york new' })).titles).toEqual([]);
      expect((await list({ location: 'sao paulo' })).titles).toEqual(['Café Operations Lead']);
      expect((await list({ location: 'montreal' })).titles).toEqual(['Product Designer']);
      expect((await list({ location: 'remote' })).titles).toEqual(['Data Engineering Intern']);
    });

    it('company, jobType, category (by name, any case), experience', async () => {
      const acme = await list({ company: String(acmeId) });
      expect(acme.titles).toEqual([
        'Financial Analyst',
        'Data Engineering Intern',
        'Café Operations Lead',
        'Senior Software Engineer',
      ]);
      expect((await list({ jobType: 'contract' })).titles).toEqual(['Frontend Developer']);
      expect((await list({ category: 'design' })).titles).toEqual(['Frontend Developer', 'Product Designer']);
      expect((await list({ category: 'Astrology' })).body).toEqual([]);
      expect((await list({ experience: 'Mid Level' })).titles).toEqual(['Frontend Developer', 'Product Designer']);
      expect((await list({ company: '999999' })).body).toEqual([]);
    });

    it('salary range: yearly figures, hourly rates counted over a year, no salary means no match', async () => {
      expect((await list({ salaryMin: '100000' })).titles).toEqual([
        'Frontend Developer',
        'Product Designer',
        'Senior Software Engineer',
      ]);
      expect((await list({ salaryMax: '60000' })).titles).toEqual(['Data Engineering Intern']);
      expect((await list({ salaryMin: '100000', salaryMax: '120000' })).titles).toEqual(['Product Designer']);
    });

    it('combines filters and search', async () => {
      expect((await list({ category: 'Engineering', jobType: 'internship' })).titles).toEqual([
        'Data Engineering Intern',
      ]);
      const combined = { search: 'engineer', company: String(acmeId), experience: 'Senior Level', salaryMin: '1' };
      expect((await list(combined)).titles).toEqual(['Senior Software Engineer']);
      expect((await list({ search: 'support', location: 'austin', jobType: 'part_time' })).titles).toHaveLength(20);
      expect((await list({ search: 'designer', category: 'Finance' })).titles).toEqual([]);
    });
  });

  it('sorts oldest first on sort=oldest', async () => {
    const oldest = await list({ sort: 'oldest', limit: '100' });
    const newest = await list({ limit: '100' });
    expect(oldest.body.map((job) => job.id)).toEqual(newest.body.map((job) => job.id).reverse());
  });

  describe('pagination', () => {
    it('walks every job once, without gaps, in both orders', async () => {
      for (const sort of ['newest', 'oldest']) {
        const everything = (await list({ sort, limit: '100' })).body.map((job) => job.id);
        const pages = await allPages({ sort, limit: '7' });
        expect(pages.map((page) => page.length)).toEqual([7, 7, 7, 7, 2]);
        expect(pages.flat().map((job) => job.id)).toEqual(everything);
      }
    });

    it('walks a filtered search page by page', async () => {
      const everything = (await list({ search: 'customer support', limit: '100' })).body.map((job) => job.id);
      expect(everything).toHaveLength(24);
      const pages = await allPages({ search: 'customer support', jobType: 'part_time', limit: '5' });
      expect(pages.flat().map((job) => job.id)).toEqual(everything);
      expect(pages.at(-1)).toHaveLength(4);
    });

    it('gives no cursor when the last page ends exactly on the limit', async () => {
      const response = await list({ search: 'support', limit: '24' });
      expect(response.body).toHaveLength(24);
      expect(response.headers['x-next-cursor']).toBeUndefined();
    });

    it('refuses a tampered cursor and a cursor of another search with 400', async () => {
      const cursor = (await list({ search: 'support', limit: '5' })).headers['x-next-cursor'] as string;
      const [payload, signature] = cursor.split('.') as [string, string];
      const forged = Buffer.from(
        Buffer.from(payload, 'base64url')
          .toString()
          .replace(/"k":"[^"]*"/, '"k":"2000-01-01"'),
      ).toString('base64url');
      for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'abc', `${cursor}.x`]) {
        const response = await list({ search: 'support', limit: '5', cursor: bad });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: 'The cursor is invalid or belongs to another search' });
      }
      const other = await list({ search: 'engineer', limit: '5', cursor });
      expect(other.status).toBe(400);
      expect((await list({ search: 'support', limit: '10', cursor })).status).toBe(200); // page size may change
    });
  });

  it.each([
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ limit: 'abc' }, 'limit must be a whole number'],
    [{ jobType: 'freelance' }, 'jobType must be one of: full_time, part_time, contract, remote, internship'],
    [{ experience: 'Guru' }, 'experience must be one of'],
    [{ sort: 'random' }, 'sort must be one of: newest, oldest, relevant'],
    [{ workArrangement: 'moon' }, 'workArrangement must be one of: on_site, hybrid, remote'],
    [{ company: 'acme' }, 'company must be a whole number'],
    [{ salaryMin: '-5' }, 'salaryMin must be a whole number'],
    [{ salaryMin: '90000', salaryMax: '50000' }, 'salaryMin must not be more than salaryMax'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
  ])('answers 400 with a clear message for %o', async (query, message) => {
    const response = await invoke<{ message: string }>('list-jobs', { query });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});
