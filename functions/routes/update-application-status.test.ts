import type { Application, Job } from '../../shared/types.js';
import { applied, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

describe('PUT /api/applications/{id}', () => {
  let owner: CompanyPrincipal;
  let rival: CompanyPrincipal;
  let job: Job;
  beforeAll(async () => {
    [owner, rival] = await Promise.all([makeCompanyPrincipal('Owner Labs'), makeCompanyPrincipal('Rival Works')]);
    job = (await postJobAs(owner, jobBody({ title: 'Support Lead' }))).body;
  });

  /** A fresh pending application by a fresh seeker. */
  const pending = async (): Promise<{ seeker: Principal; application: Application }> => {
    const seeker = await makeSeeker();
    return { seeker, application: await applied(seeker, job.id) };
  };
  const seenBy = async (principal: Principal, id: number) =>
    (await invoke<Application>('get-application', { cookie: principal.cookie, params: { id: String(id) } })).body;

  it.each(['approved', 'rejected'] as const)('moves pending to %s, keeping when and by whom', async (status) => {
    const { seeker, application } = await pending();
    const response = await decideAs(owner, application.id, status);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...application,
      status,
      statusChangedAt: expect.any(String),
      statusChangedBy: owner.user.id,
      // Decided from the list without opening it: seen when decided, never "Not opened by the company yet".
      viewedAt: response.body.statusChangedAt,
    });
    expect(application.viewedAt).toBeUndefined();
    expect(Date.parse(response.body.statusChangedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(application.submittedAt),
    );
    // The seeker sees the decision in their list and in the detail.
    const listed = (await invoke<Application[]>('list-applications', { cookie: seeker.cookie })).body;
    expect(listed).toEqual([response.body]);
    expect(await seenBy(seeker, application.id)).toEqual(response.body);
  });

  it('keeps the time the company first opened the application when it decides later', async () => {
    const { seeker, application } = await pending();
    const opened = await invoke<Application>('mark-application-viewed', {
      cookie: owner.cookie,
      params: { id: String(application.id) },
    });
    expect(opened.status).toBe(200);
    const firstOpened = opened.body.viewedAt as string;
    expect(firstOpened).toEqual(expect.any(String));
    const decided = await decideAs(owner, application.id, 'rejected');
    expect(decided.status).toBe(200);
    expect(decided.body.viewedAt).toBe(firstOpened);
    expect((await seenBy(seeker, application.id)).viewedAt).toBe(firstOpened);
  });

  it.each([
    ['approved', 'rejected'],
    ['approved', 'approved'],
    ['rejected', 'approved'],
  ])('answers 409 to moving %s to %s, and keeps the first decision', async (first, second) => {
    const { application } = await pending();
    const decided = (await decideAs(owner, application.id, first)).body;
    const response = await decideAs(owner, application.id, second);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: `This application has already been ${first}; only pending applications can be approved or rejected`,
    });
    expect(await seenBy(owner, application.id)).toEqual(decided);
  });

  it('decides once when two decisions race', async () => {
    const { application } = await pending();
    const responses = await Promise.all([
      decideAs(owner, application.id, 'approved'),
      decideAs(owner, application.id, 'rejected'),
      decideAs(owner, application.id, 'approved'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const winner = responses.find((response) => response.status === 200)?.body;
    expect((await seenBy(owner, application.id)).status).toBe(winner?.status);
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['an unknown status', { status: 'hired' }],
    ['an upper-case status', { status: 'APPROVED' }],
    ['no status', {}],
    ['a numeric status', { status: 1 }],
    ['a null status', { status: null }],
  ])('answers 400 to %s, and leaves the application pending', async (_case, body) => {
    const { application } = await pending();
    const response = await invoke('update-application-status', {
      cookie: owner.cookie,
      params: { id: String(application.id) },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Status must be approved or rejected' });
    expect((await seenBy(owner, application.id)).status).toBe('pending');
  });

  it('answers 400 to a body that is not an object, and to malformed JSON', async () => {
    const { application } = await pending();
    const params = { id: String(application.id) };
    const text = await invoke('update-application-status', { cookie: owner.cookie, params, body: 'approved' });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ message: 'The request body must be a JSON object' });
    const broken = await invoke('update-application-status', { cookie: owner.cookie, params, rawBody: '{"status":' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers 404 to another company, exactly as for a missing application, and changes nothing', async () => {
    const { application } = await pending();
    for (const id of [String(application.id), '999999', 'abc']) {
      const response = await invoke('update-application-status', {
        cookie: rival.cookie,
        params: { id },
        body: { status: 'approved' },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Application not found' });
    }
    expect((await seenBy(owner, application.id)).status).toBe('pending');
  });

  it('still decides applications of a deactivated job', async () => {
    const quiet = (await postJobAs(owner, jobBody({ title: 'Closing Soon' }))).body;
    const seeker = await makeSeeker();
    const application = await applied(seeker, quiet.id);
    await invoke('update-job', { cookie: owner.cookie, params: { id: String(quiet.id) }, body: { isActive: false } });
    expect((await decideAs(owner, application.id, 'rejected')).status).toBe(200);
  });
});
