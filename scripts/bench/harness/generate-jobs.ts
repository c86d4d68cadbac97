/**
 * The benchmark's synthetic board: realistic but short postings (title, one duty, one requirement, skills, place,
 * pay), so a job has ~30 index terms instead of the cap of 45 and 20,000 jobs seed in minutes. Job i is the same
 * whatever N is (its own seeded random stream), so a board of 20,000 is the board of 1,000 plus 19,000 more,
 * spread over the same 60 days. Filter values keep the same share of the board at every N: a company posts
 * JOBS_PER_COMPANY jobs, types, categories, levels and places follow fixed weights. The rare word sits in exactly
 * RARE_WORD_JOBS jobs at any N, so it stays rare.
 */
import type { ExperienceLevel, JobType } from '../../../shared/constants.js';
import type { JobInput } from '../../../shared/schemas/job-input.js';
import { createRandom, type Random } from '../../local/seed/random.js';
import { fields, levelPay } from '../../local/seed/roles.js';
import {
  type ReferenceCategoryName as SeedCategoryName,
  referenceCategories as seedCategories,
} from '../../ops/reference-data/categories.js';

export const JOBS_PER_COMPANY = 25;
export const RARE_WORD = 'Fortran';
export const RARE_WORD_JOBS = 5;
const BOARD_SEED = 6_000_000;
const WINDOW_MINUTES = 60 * 24 * 60;

/** Share of postings per category (a board has more engineering than healthcare postings). */
const CATEGORY_WEIGHTS: [SeedCategoryName, number][] = [
  ['Engineering', 30],
  ['Data & Analytics', 12],
  ['Marketing', 12],
  ['Design', 10],
  ['Customer Support', 10],
  ['Healthcare', 10],
  ['Finance', 8],
  ['Human Resources', 8],
];
const CITIES = ['San Francisco, CA', 'New York, NY', 'Austin, TX', 'Seattle, WA', 'Chicago, IL', 'Boston, MA'];
const MORE_CITIES = [
  'Denver, CO',
  'Atlanta, GA',
  'Toronto, ON',
  'London, UK',
  'Berlin, Germany',
  'Zürich, Switzerland',
];
const COMPANY_WORDS = ['Acme', 'Globex', 'Initech', 'Northwind', 'Bluepeak', 'Lumen', 'Vertex', 'Harbor', 'Cobalt'];
const COMPANY_KINDS = ['Labs', 'Systems', 'Health', 'Capital', 'Studio', 'Logistics', 'Energy', 'Media', 'Robotics'];

export interface BenchCompany {
  index: number;
  name: string;
  location: string;
}

export interface BenchJob {
  index: number;
  companyIndex: number;
  input: JobInput;
  createdAt: string;
}

export function benchCompany(index: number): BenchCompany {
  const word = COMPANY_WORDS[index % COMPANY_WORDS.length] as string;
  const kind = COMPANY_KINDS[Math.floor(index / COMPANY_WORDS.length) % COMPANY_KINDS.length] as string;
  const round = Math.floor(index / (COMPANY_WORDS.length * COMPANY_KINDS.length));
  return {
    index,
    name: `${word} ${kind}${round ? ` ${round + 1}` : ''}`,
    location: CITIES[index % CITIES.length] as string,
  };
}

export const companiesFor = (jobs: number) => Math.ceil(jobs / JOBS_PER_COMPANY);

function weighted<T>(random: Random, choices: [T, number][]): T {
  let roll = random.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return (choices.at(-1) as [T, number])[0];
}

function jobTypeFor(random: Random, title: string, level: ExperienceLevel): JobType {
  if (/intern/i.test(title)) return 'internship';
  if (level === 'Director' || level === 'Executive') return 'full_time';
  return weighted<JobType>(random, [
    ['full_time', 55],
    ['remote', 20],
    ['contract', 15],
    ['part_time', 10],
  ]);
}

function placeFor(random: Random, jobType: JobType, company: BenchCompany): string {
  if (jobType === 'remote') return random.pick(['Remote', 'Remote (US)', 'Remote (Europe)']);
  const roll = random.next();
  return roll < 0.5 ? company.location : roll < 0.8 ? random.pick(CITIES) : random.pick(MORE_CITIES);
}

function salaryFor(random: Random, pay: number, level: ExperienceLevel, jobType: JobType): string | undefined {
  if (random.chance(0.12)) return undefined;
  const yearly = Math.round((pay * levelPay[level] * (0.9 + random.next() * 0.2)) / 5) * 5;
  if (jobType === 'contract' || jobType === 'part_time') return `$${Math.round((yearly * 1000) / 2080)}/hour`;
  return `$${yearly}k - $${Math.round(yearly * 1.2)}k`;
}

/** Job `index` of the board (deterministic; `now` anchors the 60-day posting window). */
export function benchJob(index: number, now: Date): BenchJob {
  const random = createRandom(BOARD_SEED + index);
  const companyIndex = Math.floor(index / JOBS_PER_COMPANY);
  const company = benchCompany(companyIndex);
  const category = weighted(random, CATEGORY_WEIGHTS);
  const field = fields[category];
  const role = random.pick(field.roles);
  const level = random.chance(0.9) ? role.level : undefined;
  const jobType = jobTypeFor(random, role.title, role.level);
  const location = placeFor(random, jobType, company);
  const skills = random.sample(field.skills, random.int(2, 4));
  if (index < RARE_WORD_JOBS) skills.push(RARE_WORD);
  const salary = salaryFor(random, field.pay, role.level, jobType);
  const input: JobInput = {
    title: role.title,
    description: `${company.name} is hiring. ${random.pick(field.duties)}`,
    requirements: random.pick(field.needs),
    location,
    jobType,
    categories: [category, ...(role.also ? [role.also] : [])],
    skills,
    ...(salary ? { salary } : {}),
    ...(level ? { experience: level } : {}),
  };
  // Down to the millisecond, so two jobs practically never share a time and the order never depends on ids.
  const msAgo = random.int(60_000, WINDOW_MINUTES * 60_000);
  return { index, companyIndex, input, createdAt: new Date(now.getTime() - msAgo).toISOString() };
}

export const benchCategories = seedCategories;
