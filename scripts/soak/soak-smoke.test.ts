/**
 * The soak's own parts, small and quick, so `npm run soak` cannot rot unseen: the mix for a second at four
 * connections against the local server (real handlers, DynamoDB Local), then the lost-write check, which must also
 * catch a write that is not there.
 */
import type { Server } from 'node:http';
import { issueEmailToken } from '../../functions/lib/db/accounts/email-verification.js';
import { listenOnFreePort } from '../../functions/local/raw-http-testing.js';
import { createAppServer } from '../../functions/local/server.js';
import { request } from './client.js';
import { type Account, jobBody, runLoad } from './load.js';
import { figuresOf } from './report.js';
import { verifyWrites } from './verify.js';

process.env.BCRYPT_COST = '4';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createAppServer({});
  url = `http://127.0.0.1:${await listenOnFreePort(server)}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function registered(role: 'company' | 'job_seeker'): Promise<Account> {
  const username = `smoke${role.replace('_', '')}${Date.now().toString(36)}`;
  const password = 'smoke-pass-42x';
  const answer = await request(url, '/api/register', {
    method: 'POST',
    body: { username, password, name: `Smoke ${role}`, email: `${username}@example.com`, role },
  });
  expect(answer.status).toBe(201);
  // Applying and posting need a confirmed address: confirm it through the real route, with a link's token.
  const token = await issueEmailToken(answer.body.id, `${username}@example.com`);
  expect((await request(url, '/api/confirm-email', { method: 'POST', body: { token } })).status).toBe(200);
  return { username, password, cookie: answer.cookie as string };
}

describe('the soak', () => {
  it('runs the mix, every answer a 2xx or an intended 429, and finds every write again', async () => {
    const company = await registered('company');
    const seeker = { ...(await registered('job_seeker')), appliedTo: new Set<number>(), applications: [] };
    const seeded = await request(url, '/api/jobs', { method: 'POST', body: jobBody('seed'), cookie: company.cookie });
    expect(seeded.status).toBe(201);

    const { samples, written } = await runLoad({
      url,
      connections: 4,
      seconds: 1,
      maxRequests: 200,
      companies: [company],
      seekers: [seeker],
      seededJobIds: [seeded.body.id],
    });
    const figures = figuresOf(samples);
    expect(figures.requests).toBeGreaterThan(0);
    expect(samples.filter((sample) => sample.status !== 429 && (sample.status < 200 || sample.status >= 300))).toEqual(
      [],
    );
    const losses = await verifyWrites(url, written);
    expect(losses.jobsChecked).toBe(written.jobs.length);
    expect([losses.accountsLost, losses.jobsLost, losses.applicationsLost]).toEqual([[], [], []]);
  });

  it('reports a write that cannot be read back as lost', async () => {
    const seeker = await registered('job_seeker');
    const losses = await verifyWrites(url, {
      accounts: [{ ...seeker, password: 'not-the-password-1' }],
      jobs: [{ id: 987_654_321, title: 'Never posted' }],
      seekers: [{ ...seeker, appliedTo: new Set(), applications: [123_456_789] }],
    });
    expect(losses.accountsLost).toHaveLength(1);
    expect(losses.jobsLost).toEqual([987_654_321]);
    expect(losses.applicationsLost).toEqual([123_456_789]);
  });
});
