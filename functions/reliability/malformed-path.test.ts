/** Malformed percent-escapes in a path parameter, through the real local server: a JSON 404, never a 500. */
import { routeIds, routes } from '../../shared/routes.js';
import { apiErrors } from '../../shared/texts.js';
import { type LocalServer, startLocalServer } from '../testing/fuzz/local-server.js';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

const malformed = ['%', '%zz', '%E0%A4%A', '%C0%AF', '12%', '%ED%A0%80', '%FF', 'a%2'];

describe('a path parameter that cannot be percent-decoded', () => {
  const parameterRoutes = routeIds.filter((id) => routes[id].path.includes('{'));

  it.each(parameterRoutes)('is not found on %s, as JSON {message}', async (id) => {
    const route = routes[id];
    for (const bad of malformed) {
      const path = route.path.replace(/\{\w+\}/g, bad);
      const answer = await server.send({ method: route.method, path });
      expect(answer.status, `${route.method} ${path}`).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({ message: apiErrors.notFound });
    }
  });

  it('leaves the server answering well-formed requests', async () => {
    const answer = await server.send({ method: 'GET', path: '/api/enums' });
    expect(answer.status).toBe(200);
  });
});
