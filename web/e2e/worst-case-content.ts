/**
 * Content that breaks layouts, posted through the API as a company and a job seeker would: an unbroken 80-character
 * title, an unbroken 60-character company name, a 300-character address in a description, right-to-left text and
 * emoji, text pasted from Word (smart quotes, no-break spaces), and a job alert whose name and search are one long
 * word each. The screen sweep opens every screen over it; the jobs list is opened with the longest filters (chips).
 */
import type { APIRequestContext } from 'playwright-core';
import type { Application, Job, PublicUser } from '../../shared/types.js';
import { confirmEmailOf } from './outbox.js';

/** Exactly `length` characters of one unbroken word built from `stem`. */
const unbroken = (stem: string, length: number) => stem.repeat(Math.ceil(length / stem.length)).slice(0, length);

const suffix = () => Math.random().toString(36).slice(2, 8);

export const worstCompanyName = () => unbroken(`Weltraumfahrtsgesellschaft${suffix()}`, 60);
export const worstTitle = unbroken('Principalsoftwarereliabilityinfrastructureengineer', 80);
const longUrl = `https://careers.example.com/${unbroken('apply-for-this-role-and-read-more', 272)}`;
const rtl = 'نبحث عن مهندس برمجيات متمرس للانضمام إلى فريقنا. אנחנו מחפשים מהנדס תוכנה מנוסה';
const emoji = '🚀🌍👩‍💻🧑🏽‍🔬✨🎉';
/** Pasted from a word processor: curly quotes, no-break spaces, an en dash. */
const pastedFromWord = '“We’re\u00a0hiring” – O’Brien & Zoë’s team in São\u00a0Paulo, 李 and Ñoño';

export interface WorstCase {
  company: PublicUser;
  job: Job;
  seeker: PublicUser;
  application: Application;
}

async function ok<T>(response: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>) {
  const answer = await response;
  if (answer.status() >= 300) throw new Error(`seeding failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A company with the long name posts the job; a seeker applies to it. Each request context keeps its session. */
export async function seedWorstCase(company: APIRequestContext, seeker: APIRequestContext): Promise<WorstCase> {
  const companyName = worstCompanyName();
  const companyUser = await ok<PublicUser>(
    company.post('/api/register', {
      data: {
        username: `worst.co.${suffix()}`,
        password: 'e2e-Secret-42',
        email: `worst.co.${suffix()}@example.com`,
        role: 'company',
        name: companyName,
        location: `${rtl} ${emoji}`,
        description: `${rtl} ${emoji} ${longUrl}`,
        website: longUrl.slice(0, 190),
      },
    }),
  );
  await confirmEmailOf(company, companyUser.email);
  const job = await ok<Job>(
    company.post('/api/jobs', {
      data: {
        title: worstTitle,
        description: `${rtl}\n\n${pastedFromWord}\n\nRead everything about the role at ${longUrl} ${emoji}\n\n${emoji.repeat(12)}`,
        requirements: `- ${rtl}\n- ${longUrl}\n- ${emoji} ${unbroken('Kubernetesadministration', 60)}`,
        location: `${unbroken('Llanfairpwllgwyngyllgogerychwyrndrobwll', 50)} ${emoji}`,
        jobType: 'full_time',
        experience: 'Senior Level',
        categories: ['Engineering'],
        skills: [unbroken('Observabilityengineering', 30), `${emoji}`, 'עברית', 'C++', 'C#', '.NET'],
        salaryMin: 120_000,
        salaryMax: 180_000,
        currency: 'USD',
        period: 'year',
      },
    }),
  );
  const seekerUser = await ok<PublicUser>(
    seeker.post('/api/register', {
      data: {
        username: `worst.js.${suffix()}`,
        password: 'e2e-Secret-42',
        email: `worst.js.${suffix()}@example.com`,
        role: 'job_seeker',
        name: unbroken('Wolfeschlegelsteinhausenbergerdorff', 60),
      },
    }),
  );
  await confirmEmailOf(seeker, seekerUser.email);
  const application = await ok<Application>(
    seeker.post(`/api/jobs/${job.id}/apply`, {
      data: { resume: `${rtl}\n${longUrl}\n${emoji}`, coverLetter: `${unbroken('Enthusiastic', 120)} ${emoji}` },
    }),
  );
  await ok(
    seeker.post('/api/alerts', {
      data: {
        name: unbroken('Stellenangebotsbenachrichtigung', 100),
        frequency: 'daily',
        filters: { search: unbroken('Softwareentwicklungsingenieur', 200), location: unbroken('Llanfairpwll', 100) },
      },
    }),
  );
  return { company: companyUser, job, seeker: seekerUser, application };
}
