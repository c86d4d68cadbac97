import { matchRoute, pathHasRoute, routeIds, routes } from './routes.js';

describe('matchRoute', () => {
  it('prefers literal segments over parameters, like API Gateway', () => {
    expect(matchRoute('GET', '/api/companies/user/7')).toEqual({
      id: 'get-company-by-user',
      pathParameters: { userId: '7' },
    });
    expect(matchRoute('GET', '/api/companies/7')).toEqual({ id: 'get-company', pathParameters: { id: '7' } });
  });

  it('matches by method', () => {
    expect(matchRoute('DELETE', '/api/jobs/3')?.id).toBe('delete-job');
    expect(matchRoute('PUT', '/api/jobs/3')?.id).toBe('update-job');
    expect(matchRoute('POST', '/api/jobs/3/apply')?.id).toBe('apply-to-job');
  });

  it('finds nothing for unknown paths and tells when only the method is wrong', () => {
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
    expect(matchRoute('PATCH', '/api/jobs/3')).toBeUndefined();
    expect(pathHasRoute('/api/jobs/3')).toBe(true);
    expect(pathHasRoute('/api/nope')).toBe(false);
  });

  it('decodes path parameters', () => {
    expect(matchRoute('GET', '/api/jobs/a%20b')?.pathParameters).toEqual({ id: 'a b' });
  });
});

describe('matchRoute with path parameters that cannot be percent-decoded', () => {
  const malformed = ['%', '%zz', '%E0%A4%A', '%C0%AF', '12%', '%ED%A0%80', 'a%2', '%%41'];
  const parameterRoutes = routeIds.filter((id) => routes[id].path.includes('{'));

  it('matches no route, for every route with a path parameter and every malformed escape', () => {
    expect(parameterRoutes.length).toBeGreaterThan(0);
    for (const id of parameterRoutes) {
      const route = routes[id];
      for (const bad of malformed) {
        const path = route.path.replace(/\{\w+\}/g, bad);
        expect(() => matchRoute(route.method, path), path).not.toThrow();
        expect(matchRoute(route.method, path), `${route.method} ${path}`).toBeUndefined();
        expect(pathHasRoute(path), path).toBe(false);
      }
    }
  });

  it('still decodes well-formed escapes, multi-byte ones included', () => {
    expect(matchRoute('GET', '/api/jobs/%E0%A4%A4')?.pathParameters).toEqual({ id: '\u0924' });
    expect(matchRoute('GET', '/api/jobs/%25')?.pathParameters).toEqual({ id: '%' });
  });
});
