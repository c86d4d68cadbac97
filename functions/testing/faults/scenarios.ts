/**
 * One successful request per route, on fresh data each time (a fault test runs it many times: applying twice or
 * deleting a job twice would not do the same work). Typed as a full Record over the route table, so a new route
 * does not compile until it has a scenario, and the fault tests cover it from then on.
 */
import type { RouteId } from '../../../shared/routes.js';
import { confirmToken, unsubscribeToken } from '../../lib/alerts/tokens.js';
import { issueEmailToken } from '../../lib/db/accounts/email-verification.js';
import { issueResetToken } from '../../lib/db/accounts/reset-tokens.js';
import { enrolWithSecret, startEnrolment } from '../../lib/db/accounts/second-factor.js';
import { createSession } from '../../lib/db/accounts/sessions.js';
import type { UserRecord } from '../../lib/db/accounts/users.js';
import { createAlert } from '../../lib/db/alerts/alerts.js';
import { alertOwner } from '../../lib/db/kit/keys.js';
import { matchUnsubscribeToken } from '../../lib/matching/match-tokens.js';
import { hashPassword } from '../../lib/passwords.js';
import { codeAt, newTotpSecret } from '../../lib/totp.js';
import { createdAccount } from '../created-account.js';
import { pdfBytes, postToTicket, uploadCv } from '../cv.js';
import { applicationBody, applied, jobBody, postJobAs } from '../hiring.js';
import { cookieFor, type InvokeOptions, invoke } from '../invoke.js';
import { pngBytes, startLogoUpload, uploadLogo } from '../logo.js';
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
  const user = await createdAccount({
    username: `seeker-${name}`,
    email: `${name}@example.com`,
    name: 'Pat Password',
    role: 'job_seeker',
    passwordHash: await hashPassword(PASSWORD),
  });
  return { user, cookie: await cookieFor(user) };
}

/** A registered seeker whose email still waits for its confirmation. */
async function unconfirmedSeeker(): Promise<{ user: UserRecord; cookie: string }> {
  const name = tag();
  const user = await createdAccount({
    username: `pending-${name}`,
    email: `${name}@example.com`,
    name: 'Pat Pending',
    role: 'job_seeker',
    passwordHash: 'not-a-real-hash',
    unconfirmed: true,
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

/** A visitor's unconfirmed alert, written straight through the repository, and its confirmation token. */
async function confirmTokenOfNewSubscription(): Promise<string> {
  const email = `${tag()}@example.com`;
  const alert = await createAlert({
    owner: alertOwner.email(email),
    email,
    name: 'Engineers',
    frequency: 'weekly',
    filters: { search: 'engineer' },
    confirmed: false,
  });
  if (alert === 'full') throw new Error('scenario: unconfirmed alerts are never full');
  return confirmToken(alert);
}

const alertBody = { frequency: 'daily', filters: { search: 'engineer', location: 'Porto' } };

/** A seeker with one job alert. */
async function alerted(): Promise<{ seeker: Principal; alertId: number }> {
  const seeker = await makeSeeker();
  const alert = await invoke('create-alert', { cookie: seeker.cookie, body: alertBody });
  if (alert.status !== 201) throw new Error(`scenario: create-alert answered ${alert.status}`);
  return { seeker, alertId: alert.body.id };
}

/** A seeker who saved a CV. */
async function seekerWithCv(): Promise<Principal> {
  const seeker = await makeSeeker();
  const saved = await uploadCv(seeker, pdfBytes(), 'cv.pdf');
  if (saved.status !== 200) throw new Error(`scenario: save-cv answered ${saved.status}`);
  return seeker;
}

export const scenarios: Record<RouteId, () => Promise<InvokeOptions>> = {
  'get-user': async () => ({ cookie: (await makeSeeker()).cookie }),
  'update-user': async () => ({
    cookie: (await makeSeeker()).cookie,
    // A new name only: an email change asks for the current password (bcrypt), which the fault runs do not need.
    body: { name: 'New Name' },
  }),
  // A seeker with an application: their deletion batches (a company's keeps its applications, marked closed).
  'delete-user': async () => ({ cookie: (await hiring()).seeker.cookie }),
  'export-user-data': async () => ({ cookie: (await seekerWithCv()).cookie }),
  'logout-everywhere': async () => ({ cookie: (await makeSeeker()).cookie }),
  'get-matching-profile': async () => ({ cookie: (await makeSeeker()).cookie }),
  'update-matching-profile': async () => ({
    cookie: (await makeSeeker()).cookie,
    body: { skills: ['React'], titles: [], places: ['Berlin'], arrangements: ['remote'], jobTypes: [] },
  }),
  'list-job-matches': async () => {
    const { seeker } = await hiring();
    await invoke('update-matching-profile', {
      cookie: seeker.cookie,
      body: { skills: ['React'], titles: ['Developer'], places: [], arrangements: [], jobTypes: [] },
    });
    return { cookie: seeker.cookie };
  },
  'hide-job-match': async () => {
    const { seeker, jobId } = await hiring();
    return { cookie: seeker.cookie, params: { id: String(jobId) } };
  },
  'list-sessions': async () => ({ cookie: (await makeSeeker()).cookie }),
  'verify-second-factor': async () => {
    const company = await makeCompanyPrincipal();
    const secret = newTotpSecret();
    await enrolWithSecret(company.user.id, secret, []);
    return { cookie: await cookieFor(company.user, 'pending'), body: { code: codeAt(secret, Date.now()) } };
  },
  'start-second-factor': async () => ({ cookie: (await seekerWithPassword()).cookie, body: { password: PASSWORD } }),
  'enable-second-factor': async () => {
    const company = await makeCompanyPrincipal();
    const secret = newTotpSecret();
    await startEnrolment(company.user.id, secret);
    return { cookie: company.cookie, body: { code: codeAt(secret, Date.now()) } };
  },
  'disable-second-factor': async () => {
    const seeker = await seekerWithPassword();
    const secret = newTotpSecret();
    await enrolWithSecret(seeker.user.id, secret, []);
    return { cookie: seeker.cookie, body: { password: PASSWORD, code: codeAt(secret, Date.now()) } };
  },
  'renew-recovery-codes': async () => {
    const seeker = await seekerWithPassword();
    const secret = newTotpSecret();
    await enrolWithSecret(seeker.user.id, secret, []);
    return { cookie: seeker.cookie, body: { password: PASSWORD, code: codeAt(secret, Date.now()) } };
  },
  'confirm-email': async () => {
    const { user } = await unconfirmedSeeker();
    return { body: { token: await issueEmailToken(user.id, user.email) } };
  },
  'resend-confirmation': async () => ({
    cookie: (await unconfirmedSeeker()).cookie,
    sourceIp: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }),
  'end-session': async () => {
    const seeker = await makeSeeker();
    const other = await createSession(seeker.user, { userAgent: 'Firefox/140 (Windows)', address: '192.0.2.7' });
    return { cookie: seeker.cookie, params: { id: other.sessionId } };
  },
  'unsubscribe-matches': async () => {
    const seeker = await makeSeeker();
    await invoke('update-matching-profile', {
      cookie: seeker.cookie,
      body: { skills: ['React'], titles: [], places: [], arrangements: [], jobTypes: [], emailMatches: 'weekly' },
    });
    return { query: { token: await matchUnsubscribeToken(seeker.user.id) } };
  },
  contact: async () => ({
    body: { name: 'Ada Visitor', email: `${tag()}@example.com`, subject: 'Hello', message: 'A question.' },
    sourceIp: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }),
  'start-cv-upload': async () => ({
    cookie: (await makeSeeker()).cookie,
    body: { fileName: 'cv.pdf', size: 1200 },
  }),
  'save-cv': async () => {
    const seeker = await makeSeeker();
    const ticket = await invoke('start-cv-upload', { cookie: seeker.cookie, body: { fileName: 'cv.pdf', size: 1200 } });
    await postToTicket(ticket.body, pdfBytes(), 'cv.pdf');
    return { cookie: seeker.cookie, body: { uploadId: ticket.body.uploadId, fileName: 'cv.pdf' } };
  },
  'delete-cv': async () => ({ cookie: (await seekerWithCv()).cookie }),
  'download-cv': async () => ({ cookie: (await seekerWithCv()).cookie }),
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
  'check-reset-token': async () => ({
    body: { token: await issueResetToken((await makeSeeker()).user.id) },
  }),
  'list-jobs': async () => {
    await hiring();
    return { query: { search: 'engineer', category: 'Engineering' } };
  },
  'get-job': async () => ({ params: id((await hiring()).jobId) }),
  'list-similar-jobs': async () => ({ params: id((await hiring()).jobId) }),
  'create-job': async () => ({
    cookie: (await makeCompanyPrincipal()).cookie,
    body: jobBody({ categories: ['Engineering'], skills: ['TypeScript'] }),
  }),
  'update-job': async () => {
    const { owner, jobId } = await hiring();
    return { cookie: owner.cookie, params: id(jobId), body: { title: 'Staff Platform Engineer', location: 'Porto' } };
  },
  'answer-still-hiring': async () => {
    const { owner, jobId } = await hiring();
    return { cookie: owner.cookie, params: id(jobId), body: { open: true } };
  },
  'delete-job': async () => {
    const { owner, jobId } = await hiring();
    return { cookie: owner.cookie, params: id(jobId) };
  },
  'apply-to-job': async () => {
    const { jobId } = await hiring();
    return { cookie: (await makeSeeker()).cookie, params: id(jobId), body: applicationBody };
  },
  'check-repost': async () => ({
    cookie: (await hiring()).owner.cookie,
    body: { title: 'Platform Engineer', description: 'Build the platform.', requirements: 'Some years of it.' },
  }),
  'list-dashboard-jobs': async () => ({ cookie: (await hiring()).owner.cookie }),
  'record-job-view': async () => ({ params: id((await hiring()).jobId) }),
  'get-company-stats': async () => ({ cookie: (await hiring()).owner.cookie }),
  'get-job-stats': async () => {
    const { owner, jobId } = await hiring();
    return { cookie: owner.cookie, params: id(jobId) };
  },
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
  'download-application-cv': async () => {
    const [owner, seeker] = await Promise.all([makeCompanyPrincipal(`Co ${tag()}`), seekerWithCv()]);
    const jobId = await jobOf(owner);
    const application = await invoke('apply-to-job', {
      cookie: seeker.cookie,
      params: id(jobId),
      body: { source: 'saved-cv' },
    });
    return { cookie: owner.cookie, params: id(application.body.id) };
  },
  'mark-application-viewed': async () => {
    const { owner, applicationId } = await hiring();
    return { cookie: owner.cookie, params: id(applicationId) };
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
  'list-alerts': async () => ({ cookie: (await alerted()).seeker.cookie }),
  'create-alert': async () => ({ cookie: (await makeSeeker()).cookie, body: alertBody }),
  'update-alert': async () => {
    const { seeker, alertId } = await alerted();
    return { cookie: seeker.cookie, params: id(alertId), body: { frequency: 'weekly', active: false } };
  },
  'delete-alert': async () => {
    const { seeker, alertId } = await alerted();
    return { cookie: seeker.cookie, params: id(alertId) };
  },
  'subscribe-alert': async () => ({
    body: { email: `${tag()}@example.com`, ...alertBody },
    sourceIp: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }),
  'confirm-alert': async () => ({ body: { token: await confirmTokenOfNewSubscription() } }),
  'unsubscribe-alert': async () => {
    const { seeker, alertId } = await alerted();
    return { query: { token: await unsubscribeToken({ owner: alertOwner.user(seeker.user.id), id: alertId }) } };
  },
  'get-board-counts': async () => ({}),
  'list-categories': async () => ({}),
  'list-companies': async () => ({}),
  'get-company': async () => ({ params: id((await hiring()).owner.company.id) }),
  'update-company': async () => {
    const owner = await makeCompanyPrincipal();
    return {
      cookie: owner.cookie,
      params: id(owner.company.id),
      body: { name: 'Acme Renamed', website: 'acme.example' },
    };
  },
  'start-logo-upload': async () => {
    const owner = await makeCompanyPrincipal();
    return { cookie: owner.cookie, params: id(owner.company.id), body: { fileName: 'logo.png', size: 70 } };
  },
  'save-company-logo': async () => {
    const owner = await makeCompanyPrincipal();
    const ticket = await startLogoUpload(owner, 'logo.png', pngBytes().length);
    await postToTicket(ticket.body, pngBytes(), 'logo.png');
    return { cookie: owner.cookie, params: id(owner.company.id), body: { uploadId: ticket.body.uploadId } };
  },
  'delete-company-logo': async () => {
    const owner = await makeCompanyPrincipal();
    await uploadLogo(owner, pngBytes(), 'logo.png');
    return { cookie: owner.cookie, params: id(owner.company.id) };
  },
  'get-company-by-user': async () => ({ params: { userId: String((await hiring()).owner.user.id) } }),
  'list-resources': async () => ({}),
  'get-enums': async () => ({}),
  // Signed out: the path with the most calls (the address's rate limit, then the same report as a user's).
  'report-job': async () => ({
    params: id((await hiring()).jobId),
    body: { reason: 'spam', details: 'Asks for a fee to apply.', email: 'witness@example.com' },
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
