/**
 * `npm run soak`: the real local stack (`npm start`'s, in a child process, on a temporary data folder) under a mix
 * of reads and writes at 50 connections for 60 s, then a check that no 2xx write was lost. Exits 1 on any error
 * (anything but a 2xx or an intended 429) or any lost write. Only 127.0.0.1 is ever a target.
 *
 *   npm run soak -- --seconds 60 --connections 50 --max-requests 300000 [--keep-data]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { round } from '../bench/harness/stats.js';
import { request } from './client.js';
import { type Account, type Kind, runLoad, type Seeker } from './load.js';
import { figuresOf, isError, printReport, type SoakReport } from './report.js';
import { startStackChild } from './stack-child.js';
import { verifyWrites } from './verify.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'max-requests': { type: 'string', default: '300000' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const maxRequests = Number(values['max-requests']);
for (const [name, value, max] of [
  ['seconds', seconds, 3600],
  ['connections', connections, 500],
  ['max-requests', maxRequests, 10_000_000],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
}

/** The seeded companies and seeker (scripts/local/seed) sign in once; their sessions post and apply. */
const SEEDED_COMPANIES = ['acme.hr', 'northwind.hr', 'bluepeak.hr', 'lumen.hr', 'helix.hr'];
const SEEDED_SEEKER = 'jane.seeker';
const DEMO_PASSWORD = 'demo1234';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function signIn(url: string, username: string): Promise<Account> {
  const answer = await request(url, '/api/login', { method: 'POST', body: { username, password: DEMO_PASSWORD } });
  if (answer.status !== 200 || !answer.cookie) throw new Error(`${username} could not sign in (${answer.status})`);
  return { username, password: DEMO_PASSWORD, cookie: answer.cookie };
}

const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-soak-'));
console.log(`Starting the local stack on ${dataDir}…`);
const stack = await startStackChild(dataDir, await freePort());
let failed = true;
try {
  const url = stack.url;
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`Refusing to load ${url}: only 127.0.0.1 is a target`);
  const companies = await Promise.all(SEEDED_COMPANIES.map((username) => signIn(url, username)));
  const seeker: Seeker = { ...(await signIn(url, SEEDED_SEEKER)), appliedTo: new Set(), applications: [] };
  const seeded = await request<{ id: number }[]>(url, '/api/jobs');
  const seededJobIds = seeded.body.map((job) => job.id);
  // Each route's handler is loaded (and transpiled) on its first request: do that before the clock starts, with
  // reads and with writes refused for their empty body (nothing written).
  await Promise.all([
    request(url, '/api/companies'),
    request(url, `/api/jobs/${seededJobIds[0]}`),
    request(url, '/api/applications', { cookie: seeker.cookie }),
    request(url, '/api/register', { method: 'POST', body: {} }),
    request(url, '/api/jobs', { method: 'POST', body: {}, cookie: companies[0]?.cookie }),
    request(url, `/api/jobs/${seededJobIds[0]}/apply`, { method: 'POST', body: {}, cookie: seeker.cookie }),
  ]);
  const loadAverageBefore = loadavg()[0] as number;

  console.log(`Load: ${seconds} s at ${connections} connections on ${url}…`);
  const { samples, written, ms } = await runLoad({
    url,
    connections,
    seconds,
    maxRequests,
    companies,
    seekers: [seeker],
    seededJobIds,
  });
  const loadAverageAfter = loadavg()[0] as number;
  console.log('Checking that every 2xx write can be read back…');
  const losses = await verifyWrites(url, written);

  const kinds = [...new Set(samples.map((sample) => sample.kind))] as Kind[];
  const errors = samples.filter((sample) => isError(sample.status));
  const report: SoakReport = {
    date: new Date().toISOString(),
    seconds,
    connections,
    requests: samples.length,
    requestsPerSecond: round(samples.length / (ms / 1000)),
    tooMany: samples.filter((sample) => sample.status === 429).length,
    errors: errors.length,
    errorsByStatus: Object.fromEntries(
      [...new Set(errors.map((sample) => sample.status))].map((status) => [
        String(status),
        errors.filter((sample) => sample.status === status).length,
      ]),
    ),
    errorSamples: errors.slice(0, 10).map((sample) => `${sample.kind} ${sample.status} ${sample.message ?? ''}`),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, figuresOf(samples.filter((sample) => sample.kind === kind))]),
    ),
    written: {
      accounts: losses.accountsChecked,
      jobs: losses.jobsChecked,
      applications: losses.applicationsChecked,
    },
    lost: {
      accounts: losses.accountsLost.length,
      jobs: losses.jobsLost.length,
      applications: losses.applicationsLost.length,
    },
    machine: { cpus: availableParallelism(), loadAverage: [round(loadAverageBefore, 2), round(loadAverageAfter, 2)] },
  };
  printReport(report, (line) => console.log(line));
  console.log(`\n${JSON.stringify(report)}`);
  const lost = report.lost.accounts + report.lost.jobs + report.lost.applications;
  failed = report.errors > 0 || lost > 0;
  if (failed) console.error(`\nFAILED: ${report.errors} errors, ${lost} lost writes`);
} finally {
  await stack.stop();
  if (!values['keep-data']) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
