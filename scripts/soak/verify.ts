/**
 * After the load: was any 2xx write lost? Every registered user logs in, every posted job is read back with its
 * title, and every seeker's application list holds every application the server said it created.
 */
import { request } from './client.js';
import type { Written } from './load.js';

export interface Losses {
  accountsChecked: number;
  accountsLost: string[];
  jobsChecked: number;
  jobsLost: number[];
  applicationsChecked: number;
  applicationsLost: number[];
}

/** `task` over `items`, `concurrency` at a time. */
async function each<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

export async function verifyWrites(url: string, written: Written): Promise<Losses> {
  const losses: Losses = {
    accountsChecked: written.accounts.length,
    accountsLost: [],
    jobsChecked: written.jobs.length,
    jobsLost: [],
    applicationsChecked: written.seekers.reduce((sum, seeker) => sum + seeker.applications.length, 0),
    applicationsLost: [],
  };
  // Logins hash with bcrypt: a few at a time, as people would.
  await each(written.accounts, 4, async ({ username, password }) => {
    const answer = await request(url, '/api/login', { method: 'POST', body: { username, password } });
    if (answer.status !== 200) losses.accountsLost.push(`${username} (${answer.status})`);
  });
  await each(written.jobs, 8, async (job) => {
    const answer = await request(url, `/api/jobs/${job.id}`);
    if (answer.status !== 200 || answer.body?.title !== job.title) losses.jobsLost.push(job.id);
  });
  await each(written.seekers, 4, async (seeker) => {
    if (!seeker.applications.length) return;
    const answer = await request<{ id: number }[]>(url, '/api/applications', { cookie: seeker.cookie });
    const listed = new Set(answer.status === 200 ? answer.body.map((application) => application.id) : []);
    losses.applicationsLost.push(...seeker.applications.filter((id) => !listed.has(id)));
  });
  return losses;
}
