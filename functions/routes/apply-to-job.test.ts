import { COVER_LETTER_MAX, RESUME_MAX } from '../../shared/schemas/application.js';
import type { Application, Job } from '../../shared/types.js';
import { applicationBody, applyAs, injectTransactionConflicts, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

describe('POST /api/jobs/{id}/apply', () => {
  let owner: CompanyPrincipal;
  let seeker: Principal;
  let job: Job;
  beforeAll(async () => {
    [owner, seeker] = await Promise.all([makeCompanyPrincipal('Owner Labs'), makeSeeker('Sam Seeker')]);
    job = (await postJobAs(owner, jobBody({ title: 'Data Engineer' }))).body;
  });

  const freshJob = async (overrides: Record<string, unknown> = {}) => (await postJobAs(owner, jobBody(overrides))).body;
  const mine = async (principal: Principal) =>
    (await invoke<Application[]>('list-applications', { cookie: principal.cookie })).body;

  it('files a pending application with the session user as applicant and a snapshot of the job', async () => {
    const applicant = await makeSeeker('Ana Applicant');
    const response = await applyAs(applicant, job.id, {
      ...applicationBody,
      jobId: 424242,
      userId: seeker.user.id,
      status: 'approved',
      applicantName: 'Someone Else',
    });
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      id: expect.any(Number),
      jobId: job.id,
      userId: applicant.user.id,
      resume: applicationBody.resume,
      coverLetter: applicationBody.coverLetter,
      status: 'pending',
      submittedAt: expect.any(String),
      jobTitle: 'Data Engineer',
      companyId: owner.company.id,
      companyName: 'Owner Labs',
      applicantName: 'Ana Applicant',
      applicantEmail: applicant.user.email,
    });
    expect(await mine(applicant)).toEqual([response.body]);
    expect(await mine(seeker)).toEqual([]);
  });

  it('lets a seeker apply once: a second attempt is a 409 a person understands', async () => {
    const second = await makeSeeker();
    expect((await applyAs(second, job.id)).status).toBe(201);
    const again = await applyAs(second, job.id, { resume: 'A better resume', coverLetter: 'Please!' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already applied to this job' });
    expect(await mine(second)).toHaveLength(1);
  });

  it('is race-free: 20 parallel applies give exactly one 201 and nineteen 409s', async () => {
    const racer = await makeSeeker('Rita Racer');
    const target = await freshJob({ title: 'Race Condition Tester' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => applyAs(racer, target.id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ message: 'You have already applied to this job' });
    }
    expect(await mine(racer)).toHaveLength(1);
    const forCompany = (await invoke<Application[]>('list-applications', { cookie: owner.cookie })).body;
    expect(forCompany.filter((application) => application.jobId === target.id)).toHaveLength(1);
  });

  it('lets many different seekers apply to one job at the same moment', async () => {
    const target = await freshJob({ title: 'Popular Position' });
    const seekers = await Promise.all(Array.from({ length: 10 }, (_, i) => makeSeeker(`Crowd ${i}`)));
    const responses = await Promise.all(seekers.map((principal) => applyAs(principal, target.id)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    const forCompany = (await invoke<Application[]>('list-applications', { cookie: owner.cookie })).body;
    expect(forCompany.filter((application) => application.jobId === target.id)).toHaveLength(10);
  });

  it('retries a transaction cancelled by a conflicting one instead of failing the applicant', async () => {
    const applicant = await makeSeeker();
    const removeFault = injectTransactionConflicts(3);
    try {
      const response = await applyAs(applicant, job.id);
      expect(response.status).toBe(201);
    } finally {
      removeFault();
    }
    expect(await mine(applicant)).toHaveLength(1);
  });

  it('answers 404 "Job not found" for an inactive, a missing and a non-numeric job, and files nothing', async () => {
    const applicant = await makeSeeker();
    const inactive = await freshJob({ isActive: false });
    for (const id of [inactive.id, 987654, 'abc', '-1']) {
      const response = await invoke('apply-to-job', {
        cookie: applicant.cookie,
        params: { id: String(id) },
        body: applicationBody,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Job not found' });
    }
    expect(await mine(applicant)).toEqual([]);
  });

  it('answers 404 for a job deactivated after it was read, and accepts applications again once reactivated', async () => {
    const applicant = await makeSeeker();
    const target = await freshJob();
    const off = await invoke('update-job', {
      cookie: owner.cookie,
      params: { id: String(target.id) },
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect((await applyAs(applicant, target.id)).status).toBe(404);
    await invoke('update-job', { cookie: owner.cookie, params: { id: String(target.id) }, body: { isActive: true } });
    expect((await applyAs(applicant, target.id)).status).toBe(201);
  });

  it.each([
    ['an empty body', {}, 'Resume is required'],
    ['no cover letter', { resume: 'My resume' }, 'Cover letter is required'],
    ['a blank resume', { ...applicationBody, resume: '   \n ' }, 'Resume is required'],
    ['a numeric resume', { ...applicationBody, resume: 12 }, 'Resume is required'],
    ['a null cover letter', { ...applicationBody, coverLetter: null }, 'Cover letter is required'],
    [
      'a too long resume',
      { ...applicationBody, resume: 'x'.repeat(RESUME_MAX + 1) },
      'Resume must be at most 20,000 characters',
    ],
    [
      'a too long cover letter',
      { ...applicationBody, coverLetter: 'x'.repeat(COVER_LETTER_MAX + 1) },
      'Cover letter must be at most 10,000 characters',
    ],
    ['a text body', 'hire me', 'The request body must be a JSON object'],
  ])('answers 400 with the rule for %s, and files nothing', async (_case, body, message) => {
    const applicant = await makeSeeker();
    const response = await applyAs(applicant, job.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await mine(applicant)).toEqual([]);
  });

  it('accepts the longest allowed texts', async () => {
    const applicant = await makeSeeker();
    const body = { resume: 'r'.repeat(RESUME_MAX), coverLetter: 'c'.repeat(COVER_LETTER_MAX) };
    const response = await applyAs(applicant, job.id, body);
    expect(response.status).toBe(201);
    expect(response.body.resume).toHaveLength(RESUME_MAX);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await invoke('apply-to-job', {
      cookie: seeker.cookie,
      params: { id: String(job.id) },
      rawBody: '{"resume": ',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });
});
