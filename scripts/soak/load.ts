/**
 * The mix: `connections` workers, each in a loop picking one operation by weight until the time or the request
 * budget runs out. Reads: list jobs, get a job, list companies. Writes: register, log in, post a job as a company,
 * apply as a seeker. Registering and logging in stay a minority: every one costs a bcrypt hash, and all of them come
 * from one address, where per-address limits answer 429 (counted as intended, never as errors). Every 2xx write
 * is remembered, for the check afterwards that none was lost.
 */
import { type Answer, request } from './client.js';

export type Kind = 'list-jobs' | 'get-job' | 'list-companies' | 'register' | 'login' | 'post-job' | 'apply';

export const WEIGHTS: Record<Kind, number> = {
  'list-jobs': 25,
  'get-job': 25,
  'list-companies': 15,
  register: 3,
  login: 4,
  'post-job': 10,
  apply: 18,
};

export interface Account {
  username: string;
  password: string;
  cookie: string;
}

export interface Seeker extends Account {
  /** Jobs applied to (or being applied to): a second application would be a refusal, not a test of anything. */
  appliedTo: Set<number>;
  /** Application ids the server created for this seeker. */
  applications: number[];
}

/** What was written (2xx) during the run. */
export interface Written {
  accounts: Account[];
  jobs: { id: number; title: string }[];
  seekers: Seeker[];
}

export interface Sample {
  kind: Kind;
  status: number;
  ms: number;
  /** The answer's message when it was not a 2xx. */
  message?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  maxRequests: number;
  companies: Account[];
  seekers: Seeker[];
  /** Ids of jobs there before the run, for reads. */
  seededJobIds: number[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function pickKind(): Kind {
  const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [kind, weight] of Object.entries(WEIGHTS) as [Kind, number][]) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'list-jobs';
}

export function jobBody(tag: string) {
  return {
    title: `Soak Engineer ${tag}`,
    description: 'Keep the board answering under load; measure, fix, repeat, and write it all down.',
    requirements: 'Patience with load generators, and a taste for percentiles.',
    location: 'Porto, Portugal',
    jobType: 'full_time',
  };
}

export async function runLoad(options: LoadOptions): Promise<{ samples: Sample[]; written: Written; ms: number }> {
  const { url } = options;
  const written: Written = { accounts: [], jobs: [], seekers: [...options.seekers] };
  const samples: Sample[] = [];
  const runId = Date.now().toString(36);
  let serial = 0;
  let started = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const record = (kind: Kind, answer: Answer) => {
    const failed = answer.status < 200 || answer.status >= 300;
    samples.push({ kind, status: answer.status, ms: answer.ms, ...(failed ? { message: answer.body?.message } : {}) });
  };

  const operations: Record<Kind, () => Promise<void>> = {
    'list-jobs': async () => record('list-jobs', await request(url, '/api/jobs')),
    'get-job': async () => {
      const ids = written.jobs.length && Math.random() < 0.5 ? written.jobs.map((job) => job.id) : options.seededJobIds;
      record('get-job', await request(url, `/api/jobs/${pick(ids)}`));
    },
    'list-companies': async () => record('list-companies', await request(url, '/api/companies')),
    register: async () => {
      serial += 1;
      const account = { username: `soak${runId}n${serial}`, password: `soak-pass-${serial}-x9` };
      const answer = await request(url, '/api/register', {
        method: 'POST',
        body: {
          ...account,
          name: `Soak Seeker ${serial}`,
          email: `${account.username}@example.com`,
          role: 'job_seeker',
        },
      });
      record('register', answer);
      if (answer.status === 201 && answer.cookie) {
        // Signs in again later; applies never: an address not yet confirmed may not apply (docs/accounts.md), so
        // the applications come from the seeded seekers, whose addresses are confirmed.
        written.accounts.push({ ...account, cookie: answer.cookie });
      }
    },
    login: async () => {
      const account = pick([...options.companies, ...written.seekers, ...written.accounts]);
      const { username, password } = account;
      record('login', await request(url, '/api/login', { method: 'POST', body: { username, password } }));
    },
    'post-job': async () => {
      serial += 1;
      const body = jobBody(`${runId}-${serial}`);
      const answer = await request(url, '/api/jobs', { method: 'POST', body, cookie: pick(options.companies).cookie });
      record('post-job', answer);
      if (answer.status === 201) written.jobs.push({ id: answer.body.id, title: body.title });
    },
    apply: async () => {
      const seeker = pick(written.seekers);
      const open = written.jobs.filter((job) => !seeker.appliedTo.has(job.id));
      if (!open.length) return operations['list-jobs']();
      const job = pick(open);
      seeker.appliedTo.add(job.id);
      const answer = await request(url, `/api/jobs/${job.id}/apply`, {
        method: 'POST',
        cookie: seeker.cookie,
        body: { resume: `Soak resume ${serial}`, coverLetter: 'Under load and still applying.' },
      });
      record('apply', answer);
      if (answer.status === 201) seeker.applications.push(answer.body.id);
    },
  };

  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && started < options.maxRequests) {
        started += 1;
        await operations[pickKind()]();
      }
    }),
  );
  return { samples, written, ms: performance.now() - startedAt };
}
