/**
 * The saved CV end to end through the real handlers, DynamoDB Local and the local S3: upload through the presigned
 * POST, the content check on save, replace, delete, one-click apply, the company's download and who may not.
 */
import { CV_MAX_BYTES } from '../../shared/schemas/cv.js';
import type { Application, Job, PublicUser } from '../../shared/types.js';
import { getUser } from '../lib/db/accounts/users.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { cvBucket } from '../lib/files/s3.js';
import { headObject } from '../lib/files/s3-objects.js';
import { docxBytes, exeBytes, pdfBytes, postToTicket, uploadCv } from '../testing/cv.js';
import { applyAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

const exists = async (key: string) => (await headObject(cvBucket(), key)) !== undefined;

const savedKey = async (principal: Principal) => (await getUser(principal.user.id))?.cv?.key;
const profile = async (principal: Principal) =>
  (await invoke<PublicUser>('get-user', { cookie: principal.cookie })).body;

describe('saving a CV', () => {
  it('keeps a PDF and shows its name, size and date on the profile', async () => {
    const seeker = await makeSeeker();
    const saved = await uploadCv(seeker, pdfBytes(1500), 'Sam Seeker.pdf');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ name: 'Sam Seeker.pdf', size: 1500, type: 'pdf', uploadedAt: expect.any(String) });
    expect((await profile(seeker)).cv).toEqual(saved.body);
    expect(JSON.stringify(saved.body)).not.toContain('cv/');
    expect(await exists((await savedKey(seeker)) as string)).toBe(true);
  });

  it('recognises a Word document by its content and names it for what it is', async () => {
    const seeker = await makeSeeker();
    const saved = await uploadCv(seeker, docxBytes(), 'resume.pdf');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'resume.docx', type: 'docx' });
  });

  it('refuses a 6 MB file with 413 and deletes it, whatever the browser declared', async () => {
    const seeker = await makeSeeker();
    const refused = await uploadCv(seeker, pdfBytes(6 * 1024 * 1024), 'big.pdf', 1000);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: 'Your CV must be at most 5 MB' });
    expect((await profile(seeker)).cv).toBeUndefined();
  });

  it('refuses an .exe renamed .pdf with 400 and deletes the upload', async () => {
    const seeker = await makeSeeker();
    const ticket = await invoke('start-cv-upload', { cookie: seeker.cookie, body: { fileName: 'cv.pdf', size: 2006 } });
    expect(await postToTicket(ticket.body, exeBytes(), 'cv.pdf')).toBeLessThan(300);
    const refused = await invoke('save-cv', {
      cookie: seeker.cookie,
      body: { uploadId: ticket.body.uploadId, fileName: 'cv.pdf' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Your CV must be a PDF or Word (.docx) file' });
    expect(await exists(cvKeys.incoming(seeker.user.id, ticket.body.uploadId))).toBe(false);
    expect((await profile(seeker)).cv).toBeUndefined();
  });

  it.each([
    ['a name that is not PDF or Word', { fileName: 'cv.exe', size: 100 }, 'Your CV must be a PDF or Word (.docx) file'],
    ['a declared size over 5 MB', { fileName: 'cv.pdf', size: CV_MAX_BYTES + 1 }, 'Your CV must be at most 5 MB'],
    ['an empty file', { fileName: 'cv.pdf', size: 0 }, 'The file is empty'],
  ])('refuses to start an upload for %s', async (_case, body, message) => {
    const response = await invoke('start-cv-upload', { cookie: (await makeSeeker()).cookie, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('cannot save an upload that is not under the seeker’s own prefix', async () => {
    const [owner, other] = await Promise.all([makeSeeker(), makeSeeker()]);
    const ticket = await invoke('start-cv-upload', { cookie: owner.cookie, body: { fileName: 'cv.pdf', size: 1200 } });
    await postToTicket(ticket.body, pdfBytes(), 'cv.pdf');
    const stolen = await invoke('save-cv', {
      cookie: other.cookie,
      body: { uploadId: ticket.body.uploadId, fileName: 'cv.pdf' },
    });
    expect(stolen).toMatchObject({
      status: 400,
      body: { message: 'The upload was not found. Please upload your CV again.' },
    });
  });

  it('replaces the CV, deleting the old file, and deletes it on request', async () => {
    const seeker = await makeSeeker();
    await uploadCv(seeker, pdfBytes(), 'first.pdf');
    const first = (await savedKey(seeker)) as string;
    const second = await uploadCv(seeker, docxBytes(), 'second.docx');
    expect(second.body.name).toBe('second.docx');
    expect(await exists(first)).toBe(false);
    const current = (await savedKey(seeker)) as string;
    const deleted = await invoke('delete-cv', { cookie: seeker.cookie });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Your CV was deleted' } });
    expect(await exists(current)).toBe(false);
    expect((await profile(seeker)).cv).toBeUndefined();
    expect((await invoke('delete-cv', { cookie: seeker.cookie })).status).toBe(404);
  });

  it('is for job seekers only', async () => {
    const company = await makeCompanyPrincipal();
    const body = { fileName: 'cv.pdf', size: 100 };
    expect((await invoke('start-cv-upload', { cookie: company.cookie, body })).status).toBe(403);
    expect((await invoke('start-cv-upload', { body })).status).toBe(401);
  });
});

describe('one-click apply and the company’s download', () => {
  let owner: CompanyPrincipal;
  let otherCompany: CompanyPrincipal;
  let seeker: Principal;
  let job: Job;
  let application: Application;
  beforeAll(async () => {
    [owner, otherCompany, seeker] = await Promise.all([
      makeCompanyPrincipal('Owner Labs'),
      makeCompanyPrincipal('Other Co'),
      makeSeeker('Cora Candidate'),
    ]);
    job = (await postJobAs(owner, jobBody())).body;
    await uploadCv(seeker, pdfBytes(2048), 'Cora.pdf');
    const applied = await applyAs(seeker, job.id, { source: 'saved-cv', coverLetter: '' });
    expect(applied.status).toBe(201);
    application = applied.body;
  });

  it('files the application with the saved CV and an optional cover letter', () => {
    expect(application).toMatchObject({
      resume: '',
      coverLetter: '',
      cv: { name: 'Cora.pdf', size: 2048, type: 'pdf' },
    });
  });

  it('gives the owning company a short-lived link to the CV as sent, even after the seeker replaces it', async () => {
    await uploadCv(seeker, docxBytes(), 'newer.docx');
    const link = await invoke<{ url: string }>('download-application-cv', {
      cookie: owner.cookie,
      params: { id: String(application.id) },
    });
    expect(link.status).toBe(200);
    const signed = new URL(link.body.url).searchParams;
    expect(signed.get('X-Amz-Expires')).toBe('60');
    expect(signed.get('X-Amz-SignedHeaders')).toBe('host');
    expect(signed.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Cora Candidate - CV.pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it.each([
    ['another company', () => ({ cookie: otherCompany.cookie }), 404],
    ['a signed-out visitor', () => ({}), 401],
  ])('refuses %s', async (_who, as, status) => {
    const response = await invoke('download-application-cv', { ...as(), params: { id: String(application.id) } });
    expect(response.status).toBe(status);
    expect(response.body).not.toHaveProperty('url');
  });

  it('gives the applicant a link to the CV they sent, and no other seeker one', async () => {
    const link = await invoke<{ url: string }>('download-application-cv', {
      cookie: seeker.cookie,
      params: { id: String(application.id) },
    });
    expect(link.status).toBe(200);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await makeSeeker();
    const refused = await invoke('download-application-cv', {
      cookie: other.cookie,
      params: { id: String(application.id) },
    });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Application not found' } });
  });

  it("opens the seeker's own saved CV, and only theirs", async () => {
    const link = await invoke<{ url: string }>('download-cv', { cookie: seeker.cookie });
    expect(link.status).toBe(200);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('60');
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('newer.docx');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(await invoke('download-cv', { cookie: (await makeSeeker()).cookie })).toMatchObject({
      status: 404,
      body: { message: 'Upload a CV in your profile first' },
    });
    expect((await invoke('download-cv', { cookie: owner.cookie })).status).toBe(403);
    expect((await invoke('download-cv', {})).status).toBe(401);
  });

  it('answers 404 for an application sent with a pasted resume', async () => {
    const pasted = await applyAs(await makeSeeker(), job.id);
    const response = await invoke('download-application-cv', {
      cookie: owner.cookie,
      params: { id: String(pasted.body.id) },
    });
    expect(response).toMatchObject({ status: 404, body: { message: 'This application has no CV' } });
  });

  it('asks for a CV first when the seeker has none, and files nothing', async () => {
    const newcomer = await makeSeeker();
    const response = await applyAs(newcomer, job.id, { source: 'saved-cv' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Upload a CV in your profile first' } });
    expect((await invoke<Application[]>('list-applications', { cookie: newcomer.cookie })).body).toEqual([]);
  });

  it('takes the copy away again when the application is refused (a second application)', async () => {
    const again = await applyAs(seeker, job.id, { source: 'saved-cv' });
    expect(again.status).toBe(409);
    expect(await exists(cvKeys.application(application.id + 1))).toBe(false);
  });

  it('deleting the seeker’s account deletes their saved CV and the copies sent with applications', async () => {
    const leaving = await makeSeeker();
    await uploadCv(leaving, pdfBytes(), 'leaving.pdf');
    const saved = (await savedKey(leaving)) as string;
    const sent = (await applyAs(leaving, job.id, { source: 'saved-cv' })).body;
    expect(await exists(cvKeys.application(sent.id))).toBe(true);
    expect((await invoke('delete-user', { cookie: leaving.cookie })).status).toBe(200);
    expect(await exists(saved)).toBe(false);
    expect(await exists(cvKeys.application(sent.id))).toBe(false);
  });

  it('deleting a company keeps the applications it received, CV copies included, as their applicants’ history', async () => {
    const closing = await makeCompanyPrincipal('Closing Co');
    const closingJob = (await postJobAs(closing, jobBody())).body;
    const applicant = await makeSeeker();
    await uploadCv(applicant, pdfBytes(), 'a.pdf');
    const sent = (await applyAs(applicant, closingJob.id, { source: 'saved-cv' })).body;
    expect((await invoke('delete-user', { cookie: closing.cookie })).status).toBe(200);
    // Kept as when one job is deleted (docs/accounts.md); the retention worker removes it with the application's
    // other personal data once the job has been closed long enough (functions/lib/retention.ts).
    expect(await exists(cvKeys.application(sent.id))).toBe(true);
    // The applicant's own CV stays theirs.
    expect(await exists((await savedKey(applicant)) as string)).toBe(true);
  });
});
