/**
 * CSRF from the route table: every state-changing route, called with a valid session of a role it allows but from
 * another site's page, answers 403 before any work; the same request from the site itself gets past that check.
 * A route added to the table is covered without touching this file.
 */
import type { Role } from '../../shared/constants.js';
import { type RouteDefinition, type RouteId, routeIds, routes } from '../../shared/routes.js';
import { apiErrors } from '../../shared/texts.js';
import { type InvokeOptions, invoke } from '../testing/invoke.js';
import { makeAdmin, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const foreignOrigins = ['https://evil.example', SITE.replace(/^http:/, 'https:'), 'null'];

let people: Record<Role, Principal>;
beforeAll(async () => {
  people = { job_seeker: await makeSeeker(), company: await makeCompanyPrincipal(), admin: await makeAdmin() };
});

const stateChanging = routeIds.filter((id) => (routes[id] as RouteDefinition).method !== 'GET');

function requestAs(id: RouteId, origin: string): InvokeOptions {
  const route: RouteDefinition = routes[id];
  const role: Role = Array.isArray(route.access) ? (route.access[0] as Role) : 'job_seeker';
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']));
  return { params, body: {}, headers: { origin }, cookie: people[role].cookie };
}

describe('cross-site requests, from the route table', () => {
  it('covers every state-changing route', () => {
    expect(stateChanging.length).toBeGreaterThan(10);
  });

  it.each(stateChanging.flatMap((id) => foreignOrigins.map((origin) => ({ id, origin }))))(
    '$id from $origin → 403',
    async ({ id, origin }) => {
      const response = await invoke(id, requestAs(id, origin));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: apiErrors.crossSite });
    },
  );

  // Routes a signed-out visitor may call (a report of a job, the contact form): another site's page is refused
  // without a cookie too.
  const openToVisitors = stateChanging.filter((id) =>
    ['public', 'optional'].includes((routes[id] as RouteDefinition).access as string),
  );
  it.each(openToVisitors)('%s signed out from another site → 403', async (id) => {
    const { cookie: _, ...request } = requestAs(id, 'https://evil.example');
    const response = await invoke(id, request);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: apiErrors.crossSite });
  });

  it.each(stateChanging)('%s from the site itself is not refused as cross-site', async (id) => {
    const response = await invoke(id, requestAs(id, SITE));
    expect(response.body).not.toEqual({ message: apiErrors.crossSite });
  });
});
