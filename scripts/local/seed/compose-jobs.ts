/**
 * Composes the seeded jobs from the building blocks in roles.ts: each company posts in the categories it hires in,
 * titles rotate through each field so every common role appears, and types, places, pay and dates vary the way
 * real postings do. Deterministic for a given seed and date.
 */
import type { ContractType, ExperienceLevel, WorkArrangement } from '../../../shared/constants.js';
import type { JobInput } from '../../../shared/schemas/job-input.js';
import type { ReferenceCategoryName as SeedCategoryName } from '../../ops/reference-data/categories.js';
import type { SeedCompany } from './companies.js';
import type { Random } from './random.js';
import { roleDuties } from './role-duties.js';
import { roleSkills } from './role-skills.js';
import { benefits, fields, levelPay, niceToHave, type Role } from './roles.js';

export interface SeedJob {
  company: SeedCompany;
  input: JobInput;
  createdAt: string;
}

const REMOTE = ['Remote', 'Remote (US)', 'Remote (Europe)', 'Remote (US & Canada)'];
const CULTURE = [
  'We write things down, make decisions in the open and keep meetings short.',
  'We value kindness, curiosity and getting real problems solved for real people.',
  'We keep Wednesdays free of meetings, so there is time for deep work.',
  'We hire people from every background and build teams where everyone is heard.',
  'We move quickly, but never at the expense of quality or of each other.',
];
const LEVEL_YEARS: Record<Exclude<ExperienceLevel, 'Entry Level'>, string> = {
  'Mid Level': '3+ years of professional experience',
  'Senior Level': '5+ years of professional experience',
  Director: '8+ years of experience, including at least 3 years leading teams',
  Executive: '12+ years of experience, including senior leadership of a department',
};

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function jobTypeFor(role: Role, random: Random): ContractType {
  if (/intern/i.test(role.title)) return 'internship';
  if (role.level === 'Director' || role.level === 'Executive') return 'full_time';
  const roll = random.next();
  return roll < 0.7 ? 'full_time' : roll < 0.88 ? 'contract' : 'part_time';
}

/** Where the work happens, apart from the contract: a fully remote company hires remotely, a nurse works on site. */
function arrangementFor(company: SeedCompany, role: Role, random: Random): WorkArrangement {
  if (company.location === 'Remote') return 'remote';
  if (role.inPerson) return 'on_site';
  const roll = random.next();
  return roll < 0.25 ? 'remote' : roll < 0.45 ? 'hybrid' : 'on_site';
}

function salaryFor(pay: number, level: ExperienceLevel, jobType: ContractType, random: Random): string {
  const yearly = pay * 1000 * levelPay[level] * (0.9 + random.next() * 0.2);
  if (jobType === 'internship') return `${dollars(random.int(20, 26))} - ${dollars(random.int(27, 34))}/hour`;
  if (jobType === 'part_time' || jobType === 'contract') {
    const hourly = roundTo((yearly / 2080) * (jobType === 'contract' ? 1.3 : 1), 5);
    return `${dollars(hourly)} - ${dollars(hourly + roundTo(hourly * 0.25, 5))}/hour`;
  }
  const low = roundTo(yearly, 5000);
  return `${dollars(low)} - ${dollars(roundTo(low * 1.2, 5000))}`;
}

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

/** "an HR Generalist", "a UX Researcher": the article goes by the sound of the title's first word. */
function withArticle(title: string) {
  const soundsLikeVowel = /^(?:[AEIO]|HR\b|SEO\b|FP&A\b)/.test(title);
  return `${soundsLikeVowel ? 'an' : 'a'} ${title}`;
}

const isLead = (role: Role) =>
  role.level === 'Director' || role.level === 'Executive' || /Manager|Lead|Head/.test(role.title);

/** A hybrid schedule is not offered on site, a home-office stipend only where people work from home. */
function benefitsFor(arrangement: WorkArrangement) {
  return benefits.filter(
    (benefit) =>
      !(arrangement !== 'hybrid' && /hybrid schedule/.test(benefit)) &&
      !(arrangement === 'on_site' && /home-office/.test(benefit)),
  );
}

function describe(
  company: SeedCompany,
  role: Role,
  category: SeedCategoryName,
  place: { name: string; arrangement: WorkArrangement },
  random: Random,
) {
  const field = fields[category];
  const where = place.arrangement === 'remote' ? 'to work remotely with us' : `in ${place.name}`;
  return [
    `${company.name} is hiring ${withArticle(role.title)} ${where}. ${company.description}`,
    `What you'll do:\n${bullets(random.sample(roleDuties[role.title] ?? field.duties, 4))}`,
    `${field.team} ${random.pick(CULTURE)}`,
    `What we offer:\n${bullets(random.sample(benefitsFor(place.arrangement), 3))}`,
  ].join('\n\n');
}

function experienceLine(role: Role) {
  if (/Intern/.test(role.title)) return 'Studying for a relevant degree, or graduated within the last year.';
  if (role.level === 'Entry Level')
    return 'Up to two years of experience in a similar role, an internship or a relevant degree.';
  // "as a senior UX designer": plain words in lower case, acronyms and "iOS" as they are.
  const title = role.title.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
  return `${LEVEL_YEARS[role.level]} as ${withArticle(role.title).split(' ')[0]} ${title} or in a similar role.`;
}

function requirementsFor(role: Role, category: SeedCategoryName, skills: string[], random: Random) {
  const field = fields[category];
  return [
    bullets([
      experienceLine(role),
      ...random.sample(field.needs, 3),
      `${isLead(role) ? 'Experience with' : 'Hands-on experience with'} ${skills.slice(0, 2).join(' and ')}.`,
    ]),
    `Nice to have:\n${bullets(random.sample(niceToHave, 2))}`,
  ].join('\n\n');
}

export function composeJobs(companies: SeedCompany[], now: Date, random: Random): SeedJob[] {
  const nextRole = new Map<SeedCategoryName, number>();
  const jobs: SeedJob[] = [];
  for (const company of companies) {
    for (let i = 0; i < company.jobs; i++) {
      const category = company.hiresIn[i % company.hiresIn.length] as SeedCategoryName;
      const field = fields[category];
      const turn = nextRole.get(category) ?? 0;
      nextRole.set(category, turn + 1);
      const role = field.roles[turn % field.roles.length] as Role;
      const jobType = jobTypeFor(role, random);
      const workArrangement = arrangementFor(company, role, random);
      const place =
        workArrangement === 'remote'
          ? random.pick(REMOTE)
          : random.pick([company.location, ...(company.offices ?? [])]);
      // A role's own list leads with its core skill (Swift for iOS), which every such posting asks for.
      const own = roleSkills[role.title];
      const skills = own
        ? [own[0] as string, ...random.sample(own.slice(1), random.int(2, 5))]
        : random.sample(field.skills, random.int(3, 6));
      const input: JobInput = {
        title: role.title,
        description: describe(company, role, category, { name: place, arrangement: workArrangement }, random),
        requirements: requirementsFor(role, category, skills, random),
        location: place,
        jobType,
        workArrangement,
        categories: [category, ...(role.also ? [role.also] : [])],
        skills,
        ...(random.chance(0.88) ? { salary: salaryFor(field.pay, role.level, jobType, random) } : {}),
        ...(random.chance(0.9) ? { experience: role.level } : {}),
        // The last posting of the first two companies is closed, so the dashboard shows an inactive badge.
        isActive: !(i === company.jobs - 1 && companies.indexOf(company) < 2),
      };
      const minutesAgo = random.int(30, 60 * 24 * 60);
      jobs.push({ company, input, createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString() });
    }
  }
  return jobs;
}
