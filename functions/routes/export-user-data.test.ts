/**
 * "Download my data" through the real handler, DynamoDB Local and the local S3: what a seeker's and a company's
 * document holds, what it must never hold (other people's data, password hashes, session cookies, signing secrets),
 * the file links, the pages of a long list, the audit line and the limit.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { EXPORT_PAGE_SIZE } from '../../shared/constants.js';
import type { DataExport, DataExportPage } from '../../shared/data-export.js';
import type { AuditEntry } from '../../shared/moderation-types.js';
import { apiErrors } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { setPassword } from '../lib/db/accounts/users.js';
import { newApplicationId } from '../lib/db/applications/applications.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { byTime, keys } from '../lib/db/kit/keys.js';
import { auditEntries } from '../testing/audit-log.js';
import { pdfBytes, uploadCv } from '../testing/cv.js';
import { applyAs, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { cookieFor, invoke } from '../testing/invoke.js';
import { makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';
import { holdRateWindow } from '../testing/rate-window.js';

const exportOf = async (principal: Principal) => {
  const answer = await invoke<DataExport>('export-user-data', { cookie: principal.cookie });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Nothing that opens an account or proves a session: no hash, no cookie, no secret. */
function expectNoSecrets(document: unknown, principal: Principal) {
  const text = JSON.stringify(document);
  expect(text).not.toContain('passwordHash');
  expect(text).not.toContain('$2');
  expect(text).not.toContain('sessionVersion');
  expect(text).not.toContain(principal.cookie.split('=')[1] as string);
  expect(text).not.toMatch(/"(pk|sk|gsi\dpk|gsi\dsk|key)":/);
}

async function audited(userId: number): Promise<AuditEntry | undefined> {
  const entries = await auditEntries();
  return entries.find((entry) => entry.action === 'account.exported' && entry.target.id === userId);
}

describe('GET /api/user/export', () => {
  it('asks for a session', async () => {
    const answer = await invoke('export-user-data');
    expect(answer.status).toBe(401);
  });

  it("gives a seeker their account, CV, applications with snapshot and history, saved jobs and alerts, and no one else's", async () => {
    const company = await makeCompanyPrincipal('Export Works');
    const job = (await postJobAs(company, jobBody({ title: 'Data Steward' }))).body as Job;
    const other = (await postJobAs(company, jobBody({ title: 'Second Role' }))).body as Job;
    const seeker = await makeSeeker('Erin Exporter');
    // A real-looking hash, so the check that none leaks has something to find; the new password signs out the old
    // cookie, so the seeker signs in again.
    seeker.user = await setPassword(seeker.user.id, '$2a$04$abcdefghijklmnopqrstuuF7kz9WZ8oN1tq7b0d2x3Qm9V4Sx1y2');
    seeker.cookie = await cookieFor(seeker.user);
    const stranger = await makeSeeker('Stan Stranger');
    expect((await uploadCv(seeker, pdfBytes(1300), 'Erin CV.pdf')).status).toBe(200);
    const withCv = await applyAs(seeker, job.id, { source: 'saved-cv', coverLetter: 'Please read my CV.' });
    expect(withCv.status).toBe(201);
    const pasted = await applyAs(seeker, other.id);
    expect(pasted.status).toBe(201);
    expect((await decideAs(company, pasted.body.id, 'rejected')).status).toBe(200);
    const strangers = await applyAs(stranger, job.id, {
      resume: 'Stranger resume text',
      coverLetter: 'Stranger letter',
    });
    expect(strangers.status).toBe(201);
    expect((await invoke('save-job', { cookie: seeker.cookie, params: { jobId: String(job.id) } })).status).toBe(200);
    expect((await invoke('save-job', { cookie: stranger.cookie, params: { jobId: String(other.id) } })).status).toBe(
      200,
    );
    const alert = await invoke('create-alert', {
      cookie: seeker.cookie,
      body: { frequency: 'weekly', filters: { search: 'steward', location: 'Lisbon' } },
    });
    expect(alert.status).toBe(201);
    await invoke('create-alert', {
      cookie: stranger.cookie,
      body: { frequency: 'daily', filters: { search: 'stranger things', location: 'Oslo' } },
    });

    const document = await exportOf(seeker);
    expectNoSecrets(document, seeker);
    expect(document).toMatchObject({
      format: 'jobboard-account-export',
      version: 1,
      account: { id: seeker.user.id, name: 'Erin Exporter', email: seeker.user.email, role: 'job_seeker' },
      cv: { name: 'Erin CV.pdf', size: 1300, type: 'pdf' },
    });
    expect(document.account.passwordChangedAt).toEqual(expect.any(String));
    // The account's security state, as the profile shows it: confirmed address, two-step sign-in off.
    expect(document.account.emailConfirmedAt).toEqual(expect.any(String));
    expect(document.account).not.toHaveProperty('emailPendingSince');
    expect(document.account).not.toHaveProperty('twoStepSince');
    expect(document.nextCursor).toBeUndefined();
    expect(document.applications?.map((application) => application.id)).toEqual([pasted.body.id, withCv.body.id]);
    const [rejected, sent] = document.applications ?? [];
    expect(rejected).toMatchObject({
      status: 'rejected',
      job: { id: other.id, title: 'Second Role', companyName: 'Export Works', removed: false },
      history: [
        { status: 'pending', at: pasted.body.submittedAt },
        { status: 'rejected', at: expect.any(String) },
      ],
    });
    expect(sent).toMatchObject({ status: 'pending', coverLetter: 'Please read my CV.', cv: { type: 'pdf' } });
    expect(document.savedJobs?.map((saved) => saved.jobId)).toEqual([job.id]);
    expect(document.alerts).toEqual([
      expect.objectContaining({ frequency: 'weekly', filters: expect.objectContaining({ search: 'steward' }) }),
    ]);
    // The sign-in this test made, and the matching profile (empty until the seeker fills it in).
    expect(document.sessions).toEqual([
      expect.objectContaining({
        signedInAt: expect.any(String),
        device: expect.any(String),
        address: expect.any(String),
      }),
    ]);
    expect(document.matching).toMatchObject({ notInterestedJobIds: [], emailMatches: 'off' });

    const text = JSON.stringify(document);
    for (const foreign of [
      'Stan Stranger',
      stranger.user.email,
      'Stranger resume text',
      'Stranger letter',
      'stranger things',
    ]) {
      expect(text).not.toContain(foreign);
    }

    // The links open the seeker's own files, named as they know them.
    for (const file of [document.cv, sent?.cv]) {
      const response = await fetch(file?.url as string);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(Date.parse(file?.linkExpiresAt as string)).toBeGreaterThan(Date.now());
    }

    expect(await audited(seeker.user.id)).toMatchObject({
      actor: { id: seeker.user.id, name: seeker.user.username },
      target: { kind: 'account', id: seeker.user.id },
    });
    expect(await audited(stranger.user.id)).toBeUndefined();
  });

  it("gives a company its profile, jobs and their counts, and none of its applicants' personal data", async () => {
    const company = await makeCompanyPrincipal('Counting Labs');
    const rival = await makeCompanyPrincipal('Rival Counting');
    const job = (await postJobAs(company, jobBody({ title: 'Counted Role' }))).body as Job;
    await postJobAs(rival, jobBody({ title: 'Rival Role' }));
    const seeker = await makeSeeker('Priya Private');
    expect(
      (await applyAs(seeker, job.id, { resume: 'Private resume words', coverLetter: 'Private letter' })).status,
    ).toBe(201);
    await invoke('record-job-view', { params: { id: String(job.id) } });

    const document = await exportOf(company);
    expectNoSecrets(document, company);
    expect(document).toMatchObject({
      account: { id: company.user.id, role: 'company' },
      company: { id: company.company.id, name: 'Counting Labs', applicationMail: 'each' },
    });
    expect(document.applications).toBeUndefined();
    expect(document.jobs?.map((exported) => exported.title)).toEqual(['Counted Role']);
    expect(document.jobs?.[0]?.stats.totals.applications).toBe(1);
    expect(document.company?.stats.totals.applications).toBe(1);
    const text = JSON.stringify(document);
    for (const foreign of ['Priya Private', seeker.user.email, 'Private resume words', 'Private letter', 'Rival']) {
      expect(text).not.toContain(foreign);
    }
  });

  it('pages a long list with a cursor that only its own account can use', async () => {
    const seeker = await makeSeeker('Many Applications');
    // Written straight to the table in batches: applying a hundred times through the route would only be slower.
    const submittedAt = new Date().toISOString();
    const items = await Promise.all(
      Array.from({ length: EXPORT_PAGE_SIZE + 1 }, async (_, n) => {
        const id = await newApplicationId();
        return {
          ...keys.application(id),
          ...keys.seekerApplications(seeker.user.id),
          gsi1sk: byTime(submittedAt, id),
          type: 'application',
          id,
          jobId: 900_000 + n,
          userId: seeker.user.id,
          resume: `Resume ${n}`,
          coverLetter: '',
          status: 'pending',
          submittedAt,
          jobTitle: `Role ${n}`,
          companyId: 1,
          companyName: 'Long Gone Ltd',
        };
      }),
    );
    for (let start = 0; start < items.length; start += 25) {
      const requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
      await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
    }

    const first = await exportOf(seeker);
    expect(first.applications).toHaveLength(EXPORT_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));

    const next = await invoke<DataExportPage>('export-user-data', {
      cookie: seeker.cookie,
      query: { cursor: first.nextCursor as string },
    });
    expect(next.status).toBe(200);
    expect(next.body.applications).toHaveLength(1);
    expect(next.body.nextCursor).toBeUndefined();
    const ids = new Set([...(first.applications ?? []), ...(next.body.applications ?? [])].map((item) => item.id));
    expect(ids).toEqual(new Set(items.map((item) => item.id)));

    const other = await makeSeeker('Nosy Neighbour');
    const stolen = await invoke('export-user-data', {
      cookie: other.cookie,
      query: { cursor: first.nextCursor as string },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ message: apiErrors.invalidCursor });
  });

  it('refuses a sixth export within the hour with 429, and says when to try again', async () => {
    holdRateWindow();
    const seeker = await makeSeeker();
    for (let i = 0; i < 5; i += 1) await exportOf(seeker);
    const refused = await invoke('export-user-data', { cookie: seeker.cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Please wait \d+ minutes? and try again/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
