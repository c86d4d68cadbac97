import type { Application, Job } from '../../shared/types.js';
import { applied, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

describe('POST /api/applications/{id}/withdraw', () => {
  let owner: CompanyPrincipal;
  let job: Job;
  beforeAll(async () => {
    owner = await makeCompanyPrincipal('Withdraw Works');
    job = (await postJobAs(owner, jobBody({ title: 'Data Analyst' }))).body;
  });

  const pending = async (): Promise<{ seeker: Principal; application: Application }> => {
    const seeker = await makeSeeker();
    return { seeker, application: await applied(seeker, job.id) };
  };
  const withdrawAs = (principal: Principal, id: number | string) =>
    invoke<Application>('withdraw-application', { cookie: principal.cookie, params: { id: String(id) } });
  const seenBy = async (principal: Principal, id: number) =>
    (await invoke<Application>('get-application', { cookie: principal.cookie, params: { id: String(id) } })).body;

  it('withdraws a pending application; both sides see it withdrawn, with the job snapshot kept', async () => {
    const { seeker, application } = await pending();
    const response = await withdrawAs(seeker, application.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...application,
      status: 'withdrawn',
      statusChangedAt: expect.any(String),
      statusChangedBy: seeker.user.id,
    });
    expect(await seenBy(owner, application.id)).toEqual(response.body);
    const mine = (await invoke<Application[]>('list-applications', { cookie: seeker.cookie })).body;
    expect(mine).toEqual([response.body]);
    expect(mine[0]?.jobTitle).toBe('Data Analyst');
  });

  it('answers 409 to withdrawing twice, and to withdrawing a decided application', async () => {
    const { seeker, application } = await pending();
    expect((await withdrawAs(seeker, application.id)).status).toBe(200);
    const again = await withdrawAs(seeker, application.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'This application has already been withdrawn; only pending applications can be withdrawn',
    });

    const decided = await pending();
    await decideAs(owner, decided.application.id, 'approved');
    const late = await withdrawAs(decided.seeker, decided.application.id);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: 'This application has already been approved; only pending applications can be withdrawn',
    });
    expect((await seenBy(owner, decided.application.id)).status).toBe('approved');
  });

  it('keeps the company from approving or rejecting a withdrawn application, with a clear message', async () => {
    const { seeker, application } = await pending();
    await withdrawAs(seeker, application.id);
    for (const status of ['approved', 'rejected']) {
      const response = await decideAs(owner, application.id, status);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'The applicant has withdrawn this application, so it can no longer be approved or rejected',
      });
    }
    expect((await seenBy(seeker, application.id)).status).toBe('withdrawn');
  });

  it('lets exactly one of a racing withdrawal and decision win, and the stored status is the winner', async () => {
    const { seeker, application } = await pending();
    const [withdrawal, decision] = await Promise.all([
      withdrawAs(seeker, application.id),
      decideAs(owner, application.id, 'rejected'),
    ]);
    expect([withdrawal.status, decision.status].sort()).toEqual([200, 409]);
    const stored = await seenBy(owner, application.id);
    expect(stored.status).toBe(withdrawal.status === 200 ? 'withdrawn' : 'rejected');
  });

  it("answers 404 to another seeker's application and to unknown ids, and changes nothing", async () => {
    const { application } = await pending();
    const stranger = await makeSeeker('Nosy Neighbour');
    for (const id of [application.id, 999_999, 'abc']) {
      const response = await withdrawAs(stranger, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Application not found' });
    }
    expect((await seenBy(owner, application.id)).status).toBe('pending');
  });

  it('does not let a withdrawn seeker apply to the same job again', async () => {
    const { seeker, application } = await pending();
    await withdrawAs(seeker, application.id);
    const again = await invoke('apply-to-job', {
      cookie: seeker.cookie,
      params: { id: String(job.id) },
      body: { resume: 'Still keen.', coverLetter: 'Changed my mind.' },
    });
    expect(again.status).toBe(409);
  });
});
