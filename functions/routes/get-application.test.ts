import type { ApplicationAnswer } from '../../shared/contract/routes/get-application.js';
import type { MatchingProfileView } from '../../shared/matching-types.js';
import type { Application } from '../../shared/types.js';
import { uploadCv } from '../testing/cv.js';
import { makePdf } from '../testing/cv-samples.js';
import { applied, applyAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { testLambda } from '../testing/lambda.js';
import {
  type CompanyPrincipal,
  makeCompanyPrincipal,
  makePrincipals,
  makeSeeker,
  type Principal,
  type Principals,
} from '../testing/principals.js';

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

describe('the company’s view of the applicant’s skills', () => {
  const bakery = ['Sourdough', 'Viennoiserie', 'HACCP', 'Lamination'];
  let company: CompanyPrincipal;
  let jobId: number;
  beforeAll(async () => {
    company = await makeCompanyPrincipal('Night Bakery');
    jobId = (await postJobAs(company, jobBody({ title: 'Night Baker', skills: bakery }))).body.id;
  });

  const comparison = async (id: number) =>
    (
      await invoke<ApplicationAnswer>('get-application', {
        cookie: company.cookie,
        params: { id: String(id) },
      })
    ).body.skillComparison;

  it('counts a skill named in the pasted resume or cover letter as found, with nothing on the profile', async () => {
    const seeker = await makeSeeker();
    const sent = await applyAs(seeker, jobId, {
      resume: 'Six years of night shifts in a village bakery.\nSKILLS: Sourdough, Viennoiserie',
      coverLetter: 'Trained in HACCP last spring.',
    });
    expect(sent.status).toBe(201);
    expect(await comparison(sent.body.id)).toEqual({
      found: ['Sourdough', 'Viennoiserie', 'HACCP'],
      notFound: ['Lamination'],
      cvUnread: false,
      nothingToCompare: false,
    });
  });

  it('counts the skills read from the CV sent with the application, which the profile never kept', async () => {
    const seeker = await makeSeeker();
    const cv = makePdf({ pages: [['Baker, Lyon', 'Sourdough every night; HACCP certified in 2021.']] });
    expect((await uploadCv(seeker, cv, 'baker.pdf')).status).toBe(200);
    const sent = await applyAs(seeker, jobId, { source: 'saved-cv', coverLetter: '' });
    expect(sent.status).toBe(201);
    await testLambda().settled();
    expect(await comparison(sent.body.id)).toEqual({
      found: ['Sourdough', 'HACCP'],
      notFound: ['Viennoiserie', 'Lamination'],
      cvUnread: false,
      nothingToCompare: false,
    });
    const profile = await invoke<MatchingProfileView>('get-matching-profile', { cookie: seeker.cookie });
    expect(profile.body.profile.skills).toEqual([]);
  });

  it('says when the CV was not read: never a plain “not found”', async () => {
    const seeker = await makeSeeker();
    // A scan: pages without text.
    expect((await uploadCv(seeker, makePdf({ pages: [[]] }), 'scan.pdf')).status).toBe(200);
    const sent = await applyAs(seeker, jobId, { source: 'saved-cv', coverLetter: 'I bake Sourdough.' });
    await testLambda().settled();
    expect(await comparison(sent.body.id)).toEqual({
      found: ['Sourdough'],
      notFound: ['Viennoiserie', 'HACCP', 'Lamination'],
      cvUnread: true,
      nothingToCompare: false,
    });
    // Nothing else to look in: no profile skills, no text.
    const silent = await makeSeeker();
    expect((await uploadCv(silent, makePdf({ pages: [[]] }), 'scan.pdf')).status).toBe(200);
    const bare = await applyAs(silent, jobId, { source: 'saved-cv', coverLetter: '' });
    await testLambda().settled();
    expect(await comparison(bare.body.id)).toMatchObject({ found: [], cvUnread: true, nothingToCompare: true });
  });
});
