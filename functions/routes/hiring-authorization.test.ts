/**
 * Who may do what, driven by the route table: every hiring route × every kind of principal × own or someone
 * else's object, with the status each must get; plus, for EVERY route of the table, the role rules (signed out →
 * 401, a role not listed → 403). A new hiring route fails the completeness check until it is added here.
 */
import type { Role } from '../../shared/constants.js';
import { type RouteDefinition, type RouteId, routeIds, routes } from '../../shared/routes.js';
import type { CompanyStats } from '../../shared/stats-types.js';
import type { Application, Job } from '../../shared/types.js';
import { getApplication } from '../lib/db/applications/applications.js';
import { getJob } from '../lib/db/jobs/jobs.js';
import { applicationBody, applied, jobBody, postJobAs } from '../testing/hiring.js';
import { type InvokeOptions, invoke } from '../testing/invoke.js';
import { makePrincipals, type Principals } from '../testing/principals.js';

type Who = 'signedOut' | keyof Principals;
const everyone: Who[] = ['signedOut', 'seeker', 'otherSeeker', 'owner', 'otherCompany', 'admin'];

/**
 * A job posted by `owner` with one application by `seeker`. A cell whose call may change it gets its own; refusals
 * and reads share one (each refusal is checked to have changed nothing, so sharing cannot hide a write).
 */
interface Fixture {
  job: Job;
  application: Application;
}

interface Case {
  route: RouteId;
  label: string;
  request: (fixture: Fixture) => InvokeOptions;
  status: Record<Who, number>;
  /** List routes: whether the fixture's object is in the answer. */
  sees?: { of: (fixture: Fixture, body: { id: number }[]) => boolean; who: Who[] };
}

const jobId = (f: Fixture) => ({ id: String(f.job.id) });
const applicationId = (f: Fixture) => ({ id: String(f.application.id) });

const matrix: Case[] = [
  {
    route: 'create-job',
    label: 'post a job',
    request: () => ({ body: jobBody() }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 201, otherCompany: 201, admin: 403 },
  },
  {
    route: 'update-job',
    label: "deactivate the owner's job",
    request: (f) => ({ params: jobId(f), body: { isActive: false } }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 200 },
  },
  {
    route: 'update-job',
    label: "retitle the owner's job",
    request: (f) => ({ params: jobId(f), body: { title: 'Changed Title' } }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 403 },
  },
  {
    route: 'answer-still-hiring',
    label: "confirm the owner's job is still open",
    request: (f) => ({ params: jobId(f), body: { open: true } }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 403 },
  },
  {
    route: 'delete-job',
    label: "delete the owner's job",
    request: (f) => ({ params: jobId(f) }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 200 },
  },
  {
    route: 'apply-to-job',
    label: "apply to the owner's job (seeker applied already)",
    request: (f) => ({ params: jobId(f), body: applicationBody }),
    status: { signedOut: 401, seeker: 409, otherSeeker: 201, owner: 403, otherCompany: 403, admin: 403 },
  },
  {
    route: 'check-repost',
    label: 'check a draft against recent jobs',
    request: () => ({ body: { title: 'A title', description: 'A description', requirements: 'Requirements' } }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 200, admin: 403 },
  },
  {
    route: 'list-dashboard-jobs',
    label: 'list dashboard jobs',
    request: () => ({}),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 200, admin: 403 },
    sees: { of: (f, body) => body.some((job) => job.id === f.job.id), who: ['owner'] },
  },
  {
    route: 'get-company-stats',
    label: "read the company's stats",
    request: () => ({}),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 200, admin: 403 },
    sees: {
      of: (f, body) => (body as unknown as CompanyStats).jobs.some((job) => job.jobId === f.job.id),
      who: ['owner'],
    },
  },
  {
    route: 'get-job-stats',
    label: "read the owner's job stats",
    request: (f) => ({ params: jobId(f) }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 403 },
  },
  {
    // Anyone may count a view; the owner's own look is answered alike but not counted (employer-stats.test.ts).
    route: 'record-job-view',
    label: "view the owner's job",
    request: (f) => ({ params: jobId(f) }),
    status: { signedOut: 202, seeker: 202, otherSeeker: 202, owner: 202, otherCompany: 202, admin: 202 },
  },
  {
    route: 'list-applications',
    label: 'list applications',
    request: () => ({}),
    status: { signedOut: 401, seeker: 200, otherSeeker: 200, owner: 200, otherCompany: 200, admin: 200 },
    sees: { of: (f, body) => body.some((a) => a.id === f.application.id), who: ['seeker', 'owner'] },
  },
  {
    route: 'get-application',
    label: "read the seeker's application",
    request: (f) => ({ params: applicationId(f) }),
    status: { signedOut: 401, seeker: 200, otherSeeker: 404, owner: 200, otherCompany: 404, admin: 404 },
  },
  {
    route: 'update-application-status',
    label: "approve the seeker's application",
    request: (f) => ({ params: applicationId(f), body: { status: 'approved' } }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 403 },
  },
  {
    route: 'get-application-mail',
    label: "read the company's application-mail setting",
    request: () => ({}),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 200, admin: 403 },
  },
  {
    route: 'update-application-mail',
    label: "change the company's application-mail setting",
    request: () => ({ body: { applicationMail: 'none' } }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 200, admin: 403 },
  },
  {
    // The fixture's application carries a pasted resume, so even its owner finds no CV (saved-cv.test.ts downloads one).
    route: 'download-application-cv',
    label: 'download the CV of an application sent without one',
    request: (f) => ({ params: applicationId(f) }),
    status: { signedOut: 401, seeker: 404, otherSeeker: 404, owner: 404, otherCompany: 404, admin: 403 },
  },
  {
    route: 'report-job',
    label: "report the owner's job",
    request: (f) => ({ params: jobId(f), body: { reason: 'misleading' } }),
    status: { signedOut: 201, seeker: 201, otherSeeker: 201, owner: 403, otherCompany: 201, admin: 201 },
  },
  {
    route: 'mark-application-viewed',
    label: 'mark the application opened by its company',
    request: (f) => ({ params: applicationId(f) }),
    status: { signedOut: 401, seeker: 403, otherSeeker: 403, owner: 200, otherCompany: 404, admin: 403 },
  },
  {
    route: 'withdraw-application',
    label: "withdraw the seeker's application",
    request: (f) => ({ params: applicationId(f) }),
    status: { signedOut: 401, seeker: 200, otherSeeker: 404, owner: 403, otherCompany: 403, admin: 403 },
  },
];

let principals: Principals;
let shared: Fixture;
beforeAll(async () => {
  principals = await makePrincipals();
  shared = await fixture();
});
const readOnly: RouteId[] = [
  'check-repost',
  'list-dashboard-jobs',
  'get-company-stats',
  'get-job-stats',
  'record-job-view',
  'list-applications',
  'get-application',
  'get-application-mail',
  'download-application-cv',
];

async function fixture(): Promise<Fixture> {
  const job = (await postJobAs(principals.owner, jobBody({ title: 'Matrix Role Confidential' }))).body;
  return { job, application: await applied(principals.seeker, job.id) };
}

const cookieOf = (who: Who) => (who === 'signedOut' ? undefined : principals[who].cookie);

describe('hiring authorization matrix', () => {
  it('covers every signed-in route under /api/jobs, /api/dashboard and /api/applications', () => {
    const hiring = routeIds.filter((id) => {
      const route: RouteDefinition = routes[id];
      return route.access !== 'public' && /^\/api\/(jobs|dashboard|applications)(\/|$)/.test(route.path);
    });
    expect(new Set(matrix.map((cell) => cell.route))).toEqual(new Set(hiring));
  });

  const cells = matrix.flatMap((cell) => everyone.map((who) => ({ ...cell, who, expected: cell.status[who] })));
  it.each(cells)('$route ($label) as $who → $expected', async ({ route, request, who, expected, sees }) => {
    const f = expected < 300 && !readOnly.includes(route) ? await fixture() : shared;
    const before = { job: await getJob(f.job.id), application: await getApplication(f.application.id) };
    const cookie = cookieOf(who);
    const response = await invoke(route, { ...request(f), ...(cookie ? { cookie } : {}) });
    expect(response.status).toBe(expected);
    if (expected >= 400) {
      // A refusal says why and nothing else: never the object.
      expect(Object.keys(response.body)).toEqual(['message']);
      expect(JSON.stringify(response.body)).not.toContain('Matrix Role');
      // ...and changes nothing.
      expect({ job: await getJob(f.job.id), application: await getApplication(f.application.id) }).toEqual(before);
    }
    if (sees && expected === 200) {
      expect(sees.of(f, response.body)).toBe(sees.who.includes(who));
    }
  });
});

describe('role rules of the whole route table', () => {
  const principalOf: Record<Role, 'seeker' | 'owner' | 'admin'> = {
    job_seeker: 'seeker',
    company: 'owner',
    admin: 'admin',
  };
  const requestOf = (id: RouteId): InvokeOptions => {
    const route: RouteDefinition = routes[id];
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']));
    return { params, ...(route.method === 'GET' ? {} : { body: {} }) };
  };
  const guarded = routeIds.filter((id) => (routes[id] as RouteDefinition).access !== 'public');
  const signedInOnly = guarded.filter((id) => (routes[id] as RouteDefinition).access !== 'optional');

  it.each(signedInOnly)('%s answers 401 when signed out', async (id) => {
    const response = await invoke(id, requestOf(id));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue' });
  });

  const wrongRoles = routeIds.flatMap((id) => {
    const access = (routes[id] as RouteDefinition).access;
    if (!Array.isArray(access)) return [];
    return (['job_seeker', 'company', 'admin'] as const)
      .filter((role) => !access.includes(role))
      .map((role) => ({ id, role }));
  });
  it.each(wrongRoles)('$id answers 403 to the role $role', async ({ id, role }) => {
    const response = await invoke(id, { ...requestOf(id), cookie: principals[principalOf[role]].cookie });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You are not allowed to do this' });
  });
});
