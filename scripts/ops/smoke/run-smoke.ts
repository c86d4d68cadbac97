/**
 * The smoke test of a running board (`npm run smoke -- --base-url https://...`): what a visitor and a new member do
 * first, over HTTP only, as a browser would (same-origin `Origin` on writes, the session cookie it was given):
 *
 * - the pages: home, the jobs list (rendered on request), the API's enums and categories (a board without
 *   categories has not been bootstrapped);
 * - search: the newest job, then a search for a word of its title that must find it;
 * - a job page: the server-rendered HTML names the job, and its JSON-LD is a JobPosting with the same title; the
 *   job's JSON answers the same id;
 * - signed in: a throwaway job seeker registers (a random password nobody keeps, an address of SES's mailbox
 *   simulator so no real inbox or reputation is touched), reads its account, saves the job and finds it saved, then
 *   deletes its account; after that the cookie and the password are refused. The account is deleted even when a
 *   check in between fails.
 *
 * A board with no job yet (a fresh stage) cannot show a job page: those checks are reported as skipped, never as
 * passed. The signed-in flow meets the registration limit (20 per address an hour): run it from one address a few
 * times an hour at most.
 */
import { randomBytes } from 'node:crypto';

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

class CheckFailed extends Error {}

function expectThat(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new CheckFailed(detail);
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: () => unknown;
  setCookies: string[];
  headers: Headers;
}

/** A small HTTP client that keeps one session cookie, as a browser tab would. */
function client(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    forget() {
      cookie = '';
    },
    async request(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Promise<Answer> {
      const method = init.method ?? 'GET';
      const headers: Record<string, string> = { accept: path.startsWith('/api/') ? 'application/json' : 'text/html' };
      if (method !== 'GET') headers.origin = origin;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const sent = init.cookie ?? cookie;
      if (sent) headers.cookie = sent;
      const response = await fetch(new URL(path, origin), {
        method,
        headers,
        redirect: 'manual',
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const setCookies = response.headers.getSetCookie();
      const session = setCookies.find((line) => !/max-age=0|expires=thu, 01 jan 1970/i.test(line));
      if (session && init.cookie === undefined) cookie = session.split(';')[0] ?? '';
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
        json: () => JSON.parse(text),
        setCookies,
        headers: response.headers,
      };
    },
  };
}

const isHtml = (answer: Answer) => answer.contentType.startsWith('text/html');
const isJson = (answer: Answer) => answer.contentType.startsWith('application/json');

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** The longest word of a title: the likeliest to be indexed and specific. */
function searchWordOf(title: string): string {
  const words = title.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  return words.sort((a, b) => b.length - a.length)[0] ?? title;
}

interface Job {
  id: number;
  title: string;
}

export async function runSmoke(baseUrl: string, log: (result: CheckResult) => void = () => undefined) {
  const http = client(baseUrl);
  const results: CheckResult[] = [];
  const check = async (name: string, run: () => Promise<string>): Promise<boolean> => {
    let result: CheckResult;
    try {
      result = { name, outcome: 'passed', detail: await run() };
    } catch (error) {
      const detail =
        error instanceof CheckFailed ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
      result = { name, outcome: 'failed', detail };
    }
    results.push(result);
    log(result);
    return result.outcome === 'passed';
  };
  const skip = (name: string, detail: string) => {
    const result: CheckResult = { name, outcome: 'skipped', detail };
    results.push(result);
    log(result);
  };

  await check('home page', async () => {
    const answer = await http.request('/');
    expectThat(answer.status === 200 && isHtml(answer), `GET / answered ${answer.status} ${answer.contentType}`);
    return `200, ${answer.text.length} characters of HTML`;
  });
  await check('API enums', async () => {
    const answer = await http.request('/api/enums');
    expectThat(answer.status === 200 && isJson(answer), `GET /api/enums answered ${answer.status}`);
    return '200 JSON';
  });
  await check('categories (bootstrapped)', async () => {
    const answer = await http.request('/api/categories');
    expectThat(answer.status === 200, `GET /api/categories answered ${answer.status}`);
    const categories = answer.json() as unknown[];
    expectThat(categories.length > 0, 'no categories: run `npm run bootstrap -- --stage <stage>` (docs/deploy.md)');
    return `${categories.length} categories`;
  });
  await check('jobs list page', async () => {
    const answer = await http.request('/jobs');
    expectThat(answer.status === 200 && isHtml(answer), `GET /jobs answered ${answer.status} ${answer.contentType}`);
    return '200 HTML';
  });

  let job: Job | undefined;
  await check('newest jobs', async () => {
    const answer = await http.request('/api/jobs?limit=5');
    expectThat(answer.status === 200 && isJson(answer), `GET /api/jobs answered ${answer.status}`);
    const jobs = answer.json() as Job[];
    job = jobs[0];
    return job ? `${jobs.length} jobs, the newest #${job.id} "${job.title}"` : 'the board has no job yet';
  });
  const withJob = 'job page, search and saving a job need a job on the board';
  if (job) {
    const { id, title } = job;
    const word = searchWordOf(title);
    await check('search', async () => {
      const answer = await http.request(`/api/jobs?search=${encodeURIComponent(word)}&limit=50`);
      expectThat(answer.status === 200, `GET /api/jobs?search=${word} answered ${answer.status}`);
      const ids = (answer.json() as Job[]).map((found) => found.id);
      expectThat(ids.includes(id), `a search for "${word}" did not find job #${id} among ${ids.length} results`);
      return `"${word}" finds job #${id} (${ids.length} results)`;
    });
    await check('job page HTML and JSON-LD', async () => {
      const answer = await http.request(`/job/${id}`);
      expectThat(answer.status === 200 && isHtml(answer), `GET /job/${id} answered ${answer.status}`);
      const posting = jsonLd(answer.text).find((block) => block['@type'] === 'JobPosting');
      expectThat(posting, `GET /job/${id} has no JobPosting JSON-LD`);
      expectThat(posting.title === title, `its JSON-LD names "${String(posting.title)}", not "${title}"`);
      return `200, JobPosting "${title}"`;
    });
    await check('job JSON', async () => {
      const answer = await http.request(`/api/jobs/${id}`);
      expectThat(answer.status === 200, `GET /api/jobs/${id} answered ${answer.status}`);
      expectThat((answer.json() as Job).id === id, `GET /api/jobs/${id} answered another job`);
      return `200, job #${id}`;
    });
  } else {
    for (const name of ['search', 'job page HTML and JSON-LD', 'job JSON']) skip(name, withJob);
  }

  const tag = randomBytes(5).toString('hex');
  const account = {
    username: `smoke-${tag}`,
    email: `success+smoke-${tag}@simulator.amazonses.com`,
    password: randomBytes(18).toString('base64url'),
    name: 'Smoke Test',
    role: 'job_seeker',
  };
  let registered = false;
  let deleted = false;
  try {
    registered = await check('register a throwaway account', async () => {
      const answer = await http.request('/api/register', { method: 'POST', body: account });
      expectThat(answer.status === 201, `POST /api/register answered ${answer.status} ${answer.text.slice(0, 200)}`);
      expectThat(http.cookie, 'the registration set no session cookie');
      return `201, ${account.username}`;
    });
    if (registered) {
      await check('signed in', async () => {
        const answer = await http.request('/api/user');
        expectThat(answer.status === 200, `GET /api/user answered ${answer.status}`);
        const user = answer.json() as { username: string };
        expectThat(user.username === account.username, `GET /api/user answered ${user.username}`);
        return `GET /api/user is ${account.username}`;
      });
      if (job) {
        const { id } = job;
        await check('save a job', async () => {
          const saved = await http.request(`/api/saved-jobs/${id}`, { method: 'PUT' });
          expectThat(saved.status < 300, `PUT /api/saved-jobs/${id} answered ${saved.status}`);
          const ids = await http.request('/api/saved-jobs/ids');
          expectThat(ids.status === 200, `GET /api/saved-jobs/ids answered ${ids.status}`);
          expectThat(
            (ids.json() as { jobIds: number[] }).jobIds.includes(id),
            `job #${id} is not among the saved jobs`,
          );
          return `job #${id} saved`;
        });
      } else {
        skip('save a job', withJob);
      }
      const session = http.cookie;
      deleted = await check('delete the account', async () => {
        const answer = await http.request('/api/user', { method: 'DELETE' });
        expectThat(answer.status === 200, `DELETE /api/user answered ${answer.status}`);
        return '200';
      });
      if (deleted) {
        await check('the deleted account is gone', async () => {
          const me = await http.request('/api/user', { cookie: session });
          expectThat(me.status === 401, `GET /api/user with the old cookie answered ${me.status}`);
          const login = await http.request('/api/login', {
            method: 'POST',
            body: { username: account.username, password: account.password },
            cookie: '',
          });
          expectThat(login.status === 401, `signing in again answered ${login.status}`);
          return 'its cookie and its password are refused';
        });
      }
    }
  } finally {
    // Whatever failed in between, the throwaway account does not stay.
    if (registered && !deleted) {
      await http.request('/api/user', { method: 'DELETE' }).catch(() => undefined);
    }
  }
  return {
    results,
    passed: results.every((result) => result.outcome !== 'failed'),
    account: account.username,
    /** The throwaway account was made and is gone again. */
    cleanedUp: registered && deleted,
  };
}
