import type { Application } from '../../shared/types.js';
import { applied, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { makePrincipals, type Principal, type Principals } from '../testing/principals.js';

describe('GET /api/applications/{id}', () => {
  let p: Principals;
  let application: Application;
  beforeAll(async () => {
    p = await makePrincipals();
    const job = (await postJobAs(p.owner, jobBody({ title: 'Detail Role' }))).body;
    application = await applied(p.seeker, job.id);
  });

  const get = (principal: Principal, id: number | string) =>
    invoke<Application>('get-application', { cookie: principal.cookie, params: { id: String(id) } });

  it('shows the application to its applicant and to the company it was sent to', async () => {
    for (const principal of [p.seeker, p.owner]) {
      const response = await get(principal, application.id);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual(application);
    }
  });

  it.each(['otherSeeker', 'otherCompany', 'admin'] as const)(
    'answers 404 to %s, exactly as for a missing application',
    async (who) => {
      const response = await get(p[who], application.id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Application not found' });
    },
  );

  it.each(['999999', 'abc', '0', '1.5'])('answers 404 for id %j', async (id) => {
    const response = await get(p.seeker, id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Application not found' });
  });
});
