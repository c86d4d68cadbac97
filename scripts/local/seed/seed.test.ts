import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { compare } from 'bcryptjs';
import * as v from 'valibot';
import { getUser } from '../../../functions/lib/db/accounts/users.js';
import { listApplications } from '../../../functions/lib/db/applications/applications.js';
import { listCategories } from '../../../functions/lib/db/catalog/categories.js';
import { listResources } from '../../../functions/lib/db/catalog/resources.js';
import { listCompanies } from '../../../functions/lib/db/companies/companies.js';
import { listCompanyJobs } from '../../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import { logoBucket } from '../../../functions/lib/files/s3.js';
import { getObject } from '../../../functions/lib/files/s3-objects.js';
import { listJobs } from '../../../functions/lib/search/search-jobs.js';
import { indexSearch } from '../../../functions/testing/jobs.js';
import { CONTRACT_TYPES, EXPERIENCE_LEVELS, WORK_ARRANGEMENTS } from '../../../shared/constants.js';
import { jobInputSchema } from '../../../shared/schemas/job-input.js';
import { jobQuerySchema } from '../../../shared/schemas/job-query.js';
import type { JobSummary } from '../../../shared/types.js';
import { seedCompanies } from './companies.js';
import { composeJobs } from './compose-jobs.js';
import { seedDemoData } from './index.js';
import { createRandom } from './random.js';

async function allActiveJobs(): Promise<JobSummary[]> {
  const jobs: JobSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await listJobs(v.parse(jobQuerySchema, { limit: '100', ...(cursor ? { cursor } : {}) }));
    jobs.push(...page.jobs);
    cursor = page.nextCursor;
  } while (cursor);
  return jobs;
}

async function userNamed(username: string) {
  const guard = await db().send(new GetCommand({ TableName: tableName(), Key: keys.usernameGuard(username) }));
  return guard.Item ? getUser(guard.Item.userId as number) : undefined;
}

async function snapshot() {
  return {
    jobs: (await allActiveJobs()).map((job) => job.id),
    companies: await listCompanies(),
    categories: await listCategories(),
    resources: (await listResources()).length,
  };
}

describe('seedDemoData', () => {
  let first: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    expect(await seedDemoData()).toEqual({ jobs: 104, companies: seedCompanies.length });
    // The job lists read the search index, which the stream indexer builds from the seeded jobs.
    await indexSearch();
    first = await snapshot();
  }, 300_000);

  it("gives the demo seeker three applications to the demo company's jobs, one approved", async () => {
    const seeker = await userNamed('jane.seeker');
    const company = await userNamed('acme.hr');
    const mine = await listApplications({ seeker: seeker?.id as number });
    expect(mine).toHaveLength(3);
    expect(mine.every((application) => application.companyId === company?.companyId)).toBe(true);
    expect(mine.map((application) => application.status).sort()).toEqual(['approved', 'pending', 'pending']);
    expect(await listApplications({ company: company?.companyId as number })).toHaveLength(3);
  });

  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedDemoData()).toEqual({ jobs: 104, companies: seedCompanies.length });
    expect(await snapshot()).toEqual(first);
  });

  it('fills the board: 8 categories with icons, 12+ companies, 80+ active jobs over every category and type', async () => {
    const jobs = await allActiveJobs();
    expect(jobs.length).toBeGreaterThanOrEqual(80);
    expect(first.categories.map((category) => [category.name, category.icon])).toEqual([
      ['Engineering', 'CodeIcon'],
      ['Design', 'PaletteIcon'],
      ['Marketing', 'TrendingUpIcon'],
      ['Human Resources', 'UsersIcon'],
      ['Data & Analytics', 'BarChartIcon'],
      ['Customer Support', 'HeadphonesIcon'],
      ['Finance', 'DollarSignIcon'],
      ['Healthcare', 'HeartIcon'],
    ]);
    for (const category of first.categories) {
      expect(category.jobCount).toBe(jobs.filter((job) => job.categories.includes(category.name)).length);
      expect(category.jobCount).toBeGreaterThan(3);
    }
    // Remote is where, not a contract: every arrangement, every contract type, and full-time remote jobs.
    expect(new Set(jobs.map((job) => job.jobType))).toEqual(new Set(CONTRACT_TYPES));
    expect(new Set(jobs.map((job) => job.workArrangement))).toEqual(new Set(WORK_ARRANGEMENTS));
    expect(
      jobs.filter((job) => job.jobType === 'full_time' && job.workArrangement === 'remote').length,
    ).toBeGreaterThan(5);
    expect(new Set(jobs.map((job) => job.location)).size).toBeGreaterThan(15);
    expect(jobs.some((job) => job.location.startsWith('Remote'))).toBe(true);
    expect(jobs.filter((job) => job.salary).length).toBeGreaterThan(jobs.length * 0.7);
    expect(jobs.filter((job) => job.experience).length).toBeGreaterThan(jobs.length * 0.7);
    const sixtyDaysAgo = Date.now() - 60 * 24 * 3_600_000;
    expect(jobs.every((job) => Date.parse(job.createdAt) >= sixtyDaysAgo)).toBe(true);
    expect(first.resources).toBeGreaterThanOrEqual(12);

    expect(first.companies.length).toBeGreaterThanOrEqual(12);
    for (const company of first.companies) {
      expect(company).toMatchObject({ description: expect.any(String), location: expect.any(String) });
      expect(company.website).toMatch(/^https:\/\//);
      expect(company.logo).toMatch(/^\/logos\/[a-z-]+\.svg$/);
      // Served from the logo bucket, as /logos/... is.
      const logo = await getObject(logoBucket(), (company.logo as string).slice(1));
      expect(logo?.contentType, company.name).toBe('image/svg+xml');
      expect(company.jobCount).toBe(jobs.filter((job) => job.companyId === company.id).length);
    }
  });

  it('asks each role for its own skills: an iOS job for Swift, a frontend job for no infrastructure', async () => {
    const jobs = await allActiveJobs();
    const ios = jobs.filter((job) => job.title === 'iOS Engineer');
    expect(ios.length).toBeGreaterThan(0);
    for (const job of ios) expect(job.skills.some((skill) => ['Swift', 'SwiftUI', 'UIKit'].includes(skill))).toBe(true);
    for (const job of jobs.filter((one) => one.title === 'Frontend Developer')) {
      expect(job.skills.filter((skill) => ['Kubernetes', 'Terraform', 'Java'].includes(skill))).toEqual([]);
    }
  });

  it('answers the home page shortcuts', async () => {
    for (const search of ['Remote', 'Software Engineer', 'Data Scientist', 'Marketing']) {
      const page = await listJobs(v.parse(jobQuerySchema, { search }));
      expect(page.jobs.length, search).toBeGreaterThan(0);
    }
  });

  it('creates the demo accounts; acme.hr owns Acme Corporation with active and inactive jobs', async () => {
    for (const [username, role] of [
      ['jane.seeker', 'job_seeker'],
      ['acme.hr', 'company'],
      ['admin', 'admin'],
    ]) {
      const user = await userNamed(username as string);
      expect(user?.role).toBe(role);
      expect(await compare('demo1234', user?.passwordHash ?? '')).toBe(true);
    }
    const acme = await userNamed('acme.hr');
    expect(acme?.companyName).toBe('Acme Corporation');
    const jobs = await listCompanyJobs(acme?.companyId as number);
    expect(jobs.filter((job) => job.isActive).length).toBeGreaterThanOrEqual(5);
    expect(jobs.some((job) => !job.isActive)).toBe(true);
  });
});

describe('composeJobs', () => {
  it('composes the same valid postings for the same seed, with multi-paragraph texts', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const jobs = composeJobs(seedCompanies, now, createRandom(1));
    expect(composeJobs(seedCompanies, now, createRandom(1))).toEqual(jobs);
    for (const job of jobs) {
      expect(v.safeParse(jobInputSchema, job.input).success).toBe(true);
      expect(job.input.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(job.input.requirements.split('\n').length).toBeGreaterThanOrEqual(4);
      if (job.input.experience) expect(EXPERIENCE_LEVELS).toContain(job.input.experience);
    }
  });

  it('keeps each text coherent with its title and place', () => {
    const jobs = composeJobs(seedCompanies, new Date('2026-01-01T00:00:00Z'), createRandom(20_240_115));
    const titled = (title: string) => jobs.filter((job) => job.input.title === title);
    // Every role asks for its core skill: an SEO specialist for SEO, a payroll specialist for payroll.
    for (const job of titled('SEO Specialist')) expect(job.input.skills).toContain('SEO');
    for (const job of titled('Payroll Specialist')) expect(job.input.skills).toContain('Payroll');
    for (const job of jobs) {
      const { description, title, workArrangement, location } = job.input;
      const article = /^(?:[AEIO]|SEO |HR |FP&A )/.test(title) ? 'an' : 'a';
      expect(description, title).toContain(`is hiring ${article} ${title} `);
      // A manager or an intern is not handed on-call; a nurse does not work from home.
      if (/Intern|Manager|Director|Head|VP/.test(title)) expect(description, title).not.toMatch(/on-call in a humane/);
      if (/Nurse|Pharmacist|Physical Therapist|Medical Assistant/.test(title)) expect(workArrangement).toBe('on_site');
      // Benefits fit the arrangement; an on-site job is in one of its company's offices.
      if (workArrangement !== 'hybrid') expect(description, title).not.toMatch(/hybrid schedule/);
      if (workArrangement === 'on_site') {
        expect(description).not.toMatch(/home-office/);
        expect([job.company.location, ...(job.company.offices ?? [])]).toContain(location);
      }
    }
    for (const job of titled('Software Engineering Intern')) {
      expect(job.input.requirements).toContain('Studying for a relevant degree');
    }
  });
});
