/** Reposts: a draft nearly the same as one of the company's recent jobs is found; another text or company is not. */
import type { RepostCheck } from '../../shared/types.js';
import { jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal } from '../testing/principals.js';

const description =
  'We build the payments platform that moves money for thousands of small shops across Europe. You will design ' +
  'services in TypeScript on AWS, own them in production, review code and mentor two junior engineers.';
const requirements = 'Five years of backend work, SQL and event-driven systems, calm on call, clear writing.';

let owner: CompanyPrincipal;
let other: CompanyPrincipal;
beforeAll(async () => {
  owner = await makeCompanyPrincipal('Repost Payments');
  other = await makeCompanyPrincipal('Someone Else');
});
const check = (principal: CompanyPrincipal, draft: Record<string, string>) =>
  invoke<RepostCheck>('check-repost', { cookie: principal.cookie, body: draft });

it('finds the company’s own job with nearly the same text, with the similarity', async () => {
  const posted = (await postJobAs(owner, jobBody({ title: 'Senior Backend Engineer', description, requirements })))
    .body;
  const draft = {
    title: 'Senior Backend Engineer',
    description: description.replace('two junior', 'three junior'),
    requirements,
  };
  const answer = await check(owner, draft);
  expect(answer.status).toBe(200);
  expect(answer.body.repostOf).toMatchObject({ id: posted.id, title: 'Senior Backend Engineer', isActive: true });
  expect(answer.body.repostOf?.similarity).toBeGreaterThanOrEqual(0.85);

  // Another company drafting the same text is not offered someone else's job.
  expect((await check(other, draft)).body).toEqual({});
  // A different job is not a repost.
  const different = {
    title: 'Kitchen Porter',
    description: 'Wash up, keep the kitchen clean and take deliveries at six in the morning for a harbour restaurant.',
    requirements: 'No experience needed, weekend shifts, a good sense of humour.',
  };
  expect((await check(owner, different)).body).toEqual({});
});
