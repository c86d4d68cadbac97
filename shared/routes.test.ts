import { matchRoute, pathHasRoute } from './routes.js';

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
