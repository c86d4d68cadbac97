/**
 * One successful request per route, on fresh data each time (a fault test runs it many times: applying twice or
 * deleting a job twice would not do the same work). Typed as a full Record over the route table, so a new route
 * does not compile until it has a scenario, and the fault tests cover it from then on.
 */
import type { RouteId } from '../../../shared/routes.js';
import { createAccount } from '../../lib/db/accounts.js';
import { issueResetToken } from '../../lib/db/reset-tokens.js';
import type { UserRecord } from '../../lib/db/users.js';
import { hashPassword } from '../../lib/passwords.js';
import { applicationBody, applied, jobBody, postJobAs } from '../hiring.js';
import { cookieFor, type InvokeOptions, invoke } from '../invoke.js';
import { type CompanyPrincipal, makeAdmin, makeCompanyPrincipal, makeSeeker, type Principal } from '../principals.js';

export const PASSWORD = 'secret-pass-1';
let serial = 0;
function tag(): string {
  serial += 1;
  return `f${serial}${Math.random().toString(36).slice(2, 7)}`;
}

/** A seeker with a real password hash (login, change-password), at the tests' low bcrypt cost. */
async function seekerWithPassword(): Promise<{ user: UserRecord; cookie: string }> {
  const name = tag();
  const user = await createAccount({
    username: `seeker-${name}`,
    email: `${name}@example.com`,
    name: 'Pat Password',
    role: 'job_seeker',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { user, cookie: await cookieFor(user) };
}

async function jobOf(owner: CompanyPrincipal): Promise<number> {
  const job = await postJobAs(owner, jobBody({ categories: ['Engineering'] }));
  if (job.status !== 201) throw new Error(`scenario: create-job answered ${job.status}`);
  return job.body.id;
}

/** A company with an active job that a seeker applied to. */
async function hiring(): Promise<{ owner: CompanyPrincipal; seeker: Principal; jobId: number; applicationId: number }> {
  const [owner, seeker] = await Promise.all([makeCompanyPrincipal(`Co ${tag()}`), makeSeeker()]);
  const jobId = await jobOf(owner);
  const application = await applied(seeker, jobId);
  return { owner, seeker, jobId, applicationId: application.id };
}

const id = (value: number) => ({ id: String(value) });

export const scenarios: Record<RouteId, () => Promise<InvokeOptions>> = {
  'get-user': async () => ({ cookie: (await makeSeeker()).cookie }),
  'update-user': async () => ({
    cookie: (await makeSeeker()).cookie,
    // A new name only: an email change asks for the current password (bcrypt), which the fault runs do not need.
    body: { name: 'New Name' },
  }),
  'delete-user': async () => ({ cookie: (await hiring()).owner.cookie }),
  'logout-everywhere': async () => ({ cookie: (await makeSeeker()).cookie }),
  contact: async () => ({
    body: { name: 'Ada Visitor', email: `${tag()}@example.com`, subject: 'Hello', message: 'A question.' },
    sourceIp: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }),
  'change-password': async () => ({
    cookie: (await seekerWithPassword()).cookie,
    body: { currentPassword: PASSWORD, newPassword: 'secret-pass-2' },
  }),
  register: async () => {
    const name = tag();
    return {
      body: {
        name: 'Reg Istered',
        username: `reg-${name}`,
        email: `${name}@example.com`,
        password: PASSWORD,
        role: 'company',
      },
    };
  },
  login: async () => ({ body: { username: (await seekerWithPassword()).user.username, password: PASSWORD } }),
  logout: async () => ({ cookie: (await makeSeeker()).cookie }),
  'forgot-password': async () => ({ body: { email: (await makeSeeker()).user.email } }),
  'reset-password': async () => ({
    body: { token: await issueResetToken((await makeSeeker()).user.id), newPassword: 'secret-pass-3' },
  }),
  'list-jobs': async () => {
    await hiring();
    return { query: { search: 'engineer', category: 'Engineering' } };
  },
  'get-job': async () => ({ params: id((await hiring()).jobId) }),
  'create-job': async () => ({
    cookie: (await makeCompanyPrincipal()).cookie,
    body: jobBody({ categories: ['Engineering'], skills: ['TypeScript'] }),
  }),
  'update-job': async () => {
    const { owner, jobId } = await hiring();
    return { cookie: owner.cookie, params: id(jobId), body: { title: 'Staff Platform Engineer', location: 'Porto' } };
  },
  'delete-job': async () => {
    const { owner, jobId } = await hiring();
    return { cookie: owner.cookie, params: id(jobId) };
  },
  'apply-to-job': async () => {
    const { jobId } = await hiring();
    return { cookie: (await makeSeeker()).cookie, params: id(jobId), body: applicationBody };
  },
  'list-dashboard-jobs': async () => ({ cookie: (await hiring()).owner.cookie }),
  'get-application-mail': async () => ({ cookie: (await makeCompanyPrincipal()).cookie }),
  'update-application-mail': async () => ({
    cookie: (await makeCompanyPrincipal()).cookie,
    body: { applicationMail: 'daily' },
  }),
  'list-applications': async () => ({ cookie: (await hiring()).seeker.cookie }),
  'get-application': async () => {
    const { seeker, applicationId } = await hiring();
    return { cookie: seeker.cookie, params: id(applicationId) };
  },
  'update-application-status': async () => {
    const { owner, applicationId } = await hiring();
    return { cookie: owner.cookie, params: id(applicationId), body: { status: 'approved' } };
  },
  'withdraw-application': async () => {
    const { seeker, applicationId } = await hiring();
    return { cookie: seeker.cookie, params: id(applicationId) };
  },
  'list-saved-jobs': async () => {
    const { seeker, jobId } = await hiring();
    await invoke('save-job', { cookie: seeker.cookie, params: { jobId: String(jobId) } });
    return { cookie: seeker.cookie };
  },
  'list-saved-job-ids': async () => {
    const { seeker, jobId } = await hiring();
    await invoke('save-job', { cookie: seeker.cookie, params: { jobId: String(jobId) } });
    return { cookie: seeker.cookie };
  },
  'save-job': async () => {
    const { seeker, jobId } = await hiring();
    return { cookie: seeker.cookie, params: { jobId: String(jobId) } };
  },
  'unsave-job': async () => {
    const { seeker, jobId } = await hiring();
    await invoke('save-job', { cookie: seeker.cookie, params: { jobId: String(jobId) } });
    return { cookie: seeker.cookie, params: { jobId: String(jobId) } };
  },
  'list-categories': async () => ({}),
  'list-companies': async () => ({}),
  'get-company': async () => ({ params: id((await hiring()).owner.company.id) }),
  'get-company-by-user': async () => ({ params: { userId: String((await hiring()).owner.user.id) } }),
  'list-resources': async () => ({}),
  'get-enums': async () => ({}),
  'report-job': async () => ({
    cookie: (await makeSeeker()).cookie,
    params: id((await hiring()).jobId),
    body: { reason: 'spam', details: 'Asks for a fee to apply.' },
  }),
  'list-moderation-queue': async () => {
    const { jobId } = await hiring();
    await invoke('report-job', { cookie: (await makeSeeker()).cookie, params: id(jobId), body: { reason: 'scam' } });
    return { cookie: (await makeAdmin()).cookie };
  },
  'moderate-job': async () => ({
    cookie: (await makeAdmin()).cookie,
    params: id((await hiring()).jobId),
    body: { action: 'deactivate', reason: 'Duplicate of another posting' },
  }),
  'list-admin-companies': async () => {
    await hiring();
    return { cookie: (await makeAdmin()).cookie, query: { sort: 'name', includeEmpty: 'true' } };
  },
  'suspend-company': async () => ({
    cookie: (await makeAdmin()).cookie,
    params: id((await hiring()).owner.company.id),
    body: { suspended: true, reason: 'Posts fake jobs' },
  }),
  'list-audit-log': async () => ({ cookie: (await makeAdmin()).cookie }),
};
