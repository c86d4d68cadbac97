import type { Application } from '../../shared/types.js';
import { applied, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { makePrincipals, type Principal, type Principals } from '../testing/principals.js';

describe('GET /api/applications', () => {
  let p: Principals;
  let theirs: Application[];
  beforeAll(async () => {
    p = await makePrincipals();
    const ownerJobs = [];
    for (const title of ['First Role', 'Second Role', 'Third Role']) {
      ownerJobs.push((await postJobAs(p.owner, jobBody({ title }))).body);
    }
    const rivalJob = (await postJobAs(p.otherCompany, jobBody({ title: 'Rival Role' }))).body;
    // Sequential on purpose: the order of submission is what the lists must reverse.
    theirs = [];
    theirs.push(await applied(p.seeker, ownerJobs[0]!.id));
    theirs.push(await applied(p.otherSeeker, ownerJobs[1]!.id));
    theirs.push(await applied(p.seeker, rivalJob.id));
    theirs.push(await applied(p.seeker, ownerJobs[2]!.id));
  });

  const list = (principal: Principal) => invoke<Application[]>('list-applications', { cookie: principal.cookie });
  const ids = (applications: Application[]) => applications.map((application) => application.id);

  it("gives a job seeker their own applications, newest first, each with the job's title and company name", async () => {
    const response = await list(p.seeker);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(ids(response.body)).toEqual([theirs[3]!.id, theirs[2]!.id, theirs[0]!.id]);
    expect(response.body.map((application) => [application.jobTitle, application.companyName])).toEqual([
      ['Third Role', 'Owner Labs'],
      ['Rival Role', 'Rival Works'],
      ['First Role', 'Owner Labs'],
    ]);
    expect(response.body.every((application) => application.userId === p.seeker.user.id)).toBe(true);
    expect(ids((await list(p.otherSeeker)).body)).toEqual([theirs[1]!.id]);
  });

  it('gives a company the applications to its own jobs only, newest first, with the applicant', async () => {
    const response = await list(p.owner);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([theirs[3]!.id, theirs[1]!.id, theirs[0]!.id]);
    expect(response.body[1]).toMatchObject({
      applicantName: 'Olga Other',
      applicantEmail: p.otherSeeker.user.email,
      jobTitle: 'Second Role',
      status: 'pending',
    });
    expect(ids((await list(p.otherCompany)).body)).toEqual([theirs[2]!.id]);
  });

  it('gives an admin an empty list: applications are private to their two parties', async () => {
    const response = await list(p.admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const response = await invoke('list-applications');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue' });
  });
});
