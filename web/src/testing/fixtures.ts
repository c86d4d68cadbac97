/** Realistic API answers for page tests (shapes of shared/types.ts). */
import type { Category, Company, Job, JobSummary, PublicUser } from '@shared/types.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const daysAhead = (days: number) => daysAgo(-days).slice(0, 10);

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 101,
    companyId: 7,
    companyName: 'Northwind Labs',
    title: 'Senior Frontend Engineer',
    description: 'Build the interfaces our customers use every day.\n\nYou will own features end to end.',
    requirements: '- 5 years of React\n- TypeScript in production',
    location: 'Berlin, Germany',
    salary: '$120,000 - $150,000',
    salaryMin: 120_000,
    salaryMax: 150_000,
    currency: 'USD',
    period: 'year',
    closingDate: daysAhead(57),
    jobType: 'full_time',
    workArrangement: 'on_site',
    experience: 'Senior Level',
    categories: ['Technology'],
    skills: ['React', 'GraphQL', 'Accessibility'],
    createdAt: daysAgo(3),
    postedBy: 3,
    isActive: true,
    ...overrides,
  };
}

export function aJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  const { requirements: _r, postedBy: _p, updatedAt: _u, ...summary } = aJob();
  return { ...summary, ...overrides };
}

/** `count` distinct job summaries with ids from `firstId`. */
export function jobSummaries(count: number, firstId = 1): JobSummary[] {
  return Array.from({ length: count }, (_, index) =>
    aJobSummary({ id: firstId + index, title: `Job number ${firstId + index}` }),
  );
}

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 7,
    name: 'Northwind Labs',
    description: 'We build developer tools for teams who ship every day.',
    location: 'Berlin, Germany',
    website: 'https://northwind.example',
    jobCount: 4,
    createdAt: daysAgo(90),
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, name: 'Technology', icon: 'CodeIcon', jobCount: 24, ...overrides };
}

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 3,
    username: 'jseeker',
    name: 'Jamie Seeker',
    email: 'jamie@example.com',
    role: 'job_seeker',
    createdAt: daysAgo(30),
    secondFactor: false,
    emailVerified: true,
    ...overrides,
  };
}
