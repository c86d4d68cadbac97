import { defaultClosingDate } from '../../../../shared/closing-date.js';
import { toEuros } from '../../../../shared/pay/exchange-rates.js';
import {
  jobInput,
  makeCategories,
  makeCompany,
  postJob,
  recordTransactionSizes,
  termEntriesOf,
} from '../../../testing/jobs.js';
import { postingEntries } from '../../search/postings.js';
import { listCategories } from '../catalog/categories.js';
import { getCompany } from '../companies/companies.js';
import { createJob, deleteJob, getJob, getJobRecord, listCompanyJobs, updateJob } from './jobs.js';

const counts = async (companyId: number) => ({
  company: (await getCompany(companyId))?.jobCount,
  categories: Object.fromEntries((await listCategories()).map((category) => [category.name, category.jobCount])),
});

/** A text of many distinct words, so a job has hundreds of index terms. */
const manyWords = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}x`).join(
    ' ',
  );

describe('jobs repository', () => {
  let owner: Awaited<ReturnType<typeof makeCompany>>;
  beforeAll(async () => {
    owner = await makeCompany('Globex');
    await makeCategories(['Engineering', 'Design', 'Marketing', 'Finance', 'Healthcare', 'Data & Analytics']);
  });

  it('creates a job with its company name, categories, entries and counts in one go', async () => {
    const before = await counts(owner.company.id);
    const job = await postJob(owner, {
      categories: ['engineering', 'Design'],
      skills: ['React'],
      salary: '$100k - $120k',
    });
    expect(job).toMatchObject({ companyName: 'Globex', categories: ['Engineering', 'Design'], isActive: true });
    expect(await getJob(job.id)).toEqual(job);
    const record = await getJobRecord(job.id);
    // The free-text salary is read as structured pay; the index keeps it as yearly euros for the salary filter.
    expect(record).toMatchObject({ salaryMin: 100_000, salaryMax: 120_000, currency: 'USD', period: 'year' });
    expect(record).toMatchObject({ version: 1, closingDate: defaultClosingDate() });
    const entries = await termEntriesOf(job.id);
    const expected = [...postingEntries(record).values()].map((entry) => entry.pk);
    expect(entries.map((entry) => entry.pk).sort()).toEqual(expected.sort());
    expect(entries[0]).toMatchObject({
      id: job.id,
      co: owner.company.id,
      smin: toEuros(100_000, 'USD'),
      smax: toEuros(120_000, 'USD'),
      cl: defaultClosingDate(),
    });
    const after = await counts(owner.company.id);
    expect(after.company).toBe((before.company ?? 0) + 1);
    expect(after.categories.Engineering).toBe((before.categories.Engineering ?? 0) + 1);
    expect(after.categories.Design).toBe((before.categories.Design ?? 0) + 1);
    expect(after.categories.Marketing).toBe(before.categories.Marketing);
  });

  it('refuses an unknown category, naming it, and writes nothing', async () => {
    const before = await listCompanyJobs(owner.company.id);
    const author = { company: owner.company, postedBy: owner.user.id };
    expect(await createJob(jobInput({ categories: ['Astrology'] }), author)).toEqual({
      ok: false,
      reason: 'unknown-category',
      category: 'Astrology',
    });
    expect(await listCompanyJobs(owner.company.id)).toHaveLength(before.length);
  });

  it('keeps an inactive job out of the index and the counts until it is activated', async () => {
    const before = await counts(owner.company.id);
    const job = await postJob(owner, { isActive: false, categories: ['Finance'] });
    expect(await termEntriesOf(job.id)).toEqual([]);
    expect(await counts(owner.company.id)).toEqual(before);

    await updateJob(job.id, { isActive: true });
    expect((await termEntriesOf(job.id)).length).toBeGreaterThan(5);
    expect((await counts(owner.company.id)).categories.Finance).toBe((before.categories.Finance ?? 0) + 1);

    await updateJob(job.id, { isActive: false });
    expect(await termEntriesOf(job.id)).toEqual([]);
    expect(await counts(owner.company.id)).toEqual(before);
    expect((await listCompanyJobs(owner.company.id)).find((listed) => listed.id === job.id)?.isActive).toBe(false);
  });

  it('edits a job: entries follow the new text, moved categories move their counts, nothing stale is left', async () => {
    const job = await postJob(owner, { title: 'Nurse Practitioner', categories: ['Healthcare'], salary: '$90,000' });
    const before = await counts(owner.company.id);
    const written = await updateJob(job.id, { title: 'Product Designer', categories: ['Design'], salary: undefined });
    const edited = written.ok ? written.job : undefined;
    expect(edited).toMatchObject({ title: 'Product Designer', categories: ['Design'], description: job.description });
    expect(edited?.salary).toBeUndefined();
    expect(edited?.updatedAt).toBeDefined();
    const entries = await termEntriesOf(job.id);
    const terms = entries.map((entry) => String(entry.pk).slice(5));
    expect(terms).toContain('w:design');
    expect(terms).not.toContain('w:nurs');
    expect(entries.every((entry) => entry.smin === undefined && entry.cats.length === 1)).toBe(true);
    const after = await counts(owner.company.id);
    expect(after.company).toBe(before.company);
    expect(after.categories.Healthcare).toBe((before.categories.Healthcare ?? 0) - 1);
    expect(after.categories.Design).toBe((before.categories.Design ?? 0) + 1);
  });

  it('deletes a job with every entry and its share of the counts', async () => {
    const before = await counts(owner.company.id);
    const job = await postJob(owner, { categories: ['Marketing', 'Finance'] });
    expect((await termEntriesOf(job.id)).length).toBeGreaterThan(0);
    expect(await deleteJob(job.id)).toMatchObject({ ok: true, job: { id: job.id, title: job.title } });
    expect(await termEntriesOf(job.id)).toEqual([]);
    expect(await getJob(job.id)).toBeUndefined();
    expect(await counts(owner.company.id)).toEqual(before);
    expect(await deleteJob(job.id)).toEqual({ ok: false, reason: 'missing' });
    expect(await updateJob(job.id, { title: 'Gone' })).toEqual({ ok: false, reason: 'missing' });
  });

  it('writes only the job and its counts in the transaction, however long the texts; the index follows', async () => {
    const sizes = recordTransactionSizes();
    const job = await postJob(owner, {
      title: 'Principal Platform Reliability Engineer',
      description: manyWords('desc', 150),
      requirements: manyWords('req', 60),
      location: 'San Francisco Bay Area, California, United States',
      categories: ['Engineering', 'Design', 'Marketing'],
      skills: ['Kubernetes', 'Terraform', 'Go', 'Rust', 'Linux', 'AWS', 'GCP', 'Azure', 'Kafka', 'Postgres'],
      experience: 'Senior Level',
      salary: '$200k - $260k',
    });
    await updateJob(job.id, {
      title: 'Head of Growth Marketing',
      description: manyWords('other', 150),
      requirements: manyWords('more', 60),
      location: 'Remote, anywhere in Europe or Africa',
      categories: ['Finance', 'Healthcare', 'Data & Analytics'],
      skills: ['SEO', 'SEM', 'Copywriting', 'Analytics', 'Email', 'CRM', 'HubSpot', 'Figma', 'Excel', 'SQL'],
      experience: 'Director',
    });
    await updateJob(job.id, { isActive: false });
    await updateJob(job.id, { isActive: true });
    await deleteJob(job.id);
    expect(sizes).toHaveLength(5);
    expect(sizes[0]).toBe(1 + 1 + 3); // the job, the company and three categories
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1 + 1 + 6);
    expect(await termEntriesOf(job.id)).toEqual([]);
    // Each write indexes some 210 distinct words, twice what one transaction may hold (100 items): enough to show
    // the entries stay out of it. More words prove nothing more and each costs DynamoDB Local about 2 posting
    // entries through the stream; on a loaded two-core machine the five writes may still take over a minute.
  }, 180_000);

  it('refuses an edit built on an outdated version instead of leaving stale entries', async () => {
    const job = await postJob(owner, { title: 'Data Analyst' });
    const results = await Promise.all([
      updateJob(job.id, { title: 'Data Scientist' }),
      updateJob(job.id, { title: 'Data Engineer' }),
      updateJob(job.id, { title: 'Data Architect' }),
    ]);
    const record = await getJobRecord(job.id);
    const entries = await termEntriesOf(job.id);
    const expected = [...postingEntries(record).values()].map((entry) => entry.pk);
    expect(entries.map((entry) => entry.pk).sort()).toEqual(expected.sort());
    expect(results.some((result) => result.ok)).toBe(true);
    for (const result of results.filter((r) => !r.ok)) {
      expect(result).toEqual({ ok: false, reason: 'changed-meanwhile' });
    }
  });
});
