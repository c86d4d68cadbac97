/** The request guard through a real handler: which Origin may change state, and the size limit. */
import { buildEvent } from '../../local/api-event.js';
import { invoke } from '../../testing/invoke.js';
import { requestGuard } from './request-guard.js';

/** A state-changing route that needs no account: it answers 200 when the guard lets the request through. */
const post = (headers: Record<string, string>) => invoke('logout', { headers });

describe('the Origin check of state-changing requests', () => {
  it('lets through the configured site origin and requests without an Origin', async () => {
    expect((await post({ origin: 'http://localhost:3000' })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it('refuses the site host under another scheme or port, another site and the opaque origin', async () => {
    for (const origin of [
      'https://localhost:3000',
      'http://localhost:3001',
      'http://localhost',
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'null',
      'not a url',
    ]) {
      const answer = await post({ origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.body).toEqual({ message: 'Cross-site requests are not allowed' });
    }
  });

  it("accepts the request's own origin under the scheme it arrived over only", async () => {
    const host = '127.0.0.1:3000';
    expect((await post({ host, origin: 'http://127.0.0.1:3000' })).status).toBe(200);
    expect((await post({ host: 'example.test', origin: 'http://example.test:80' })).status).toBe(200);
    expect((await post({ host, origin: 'https://127.0.0.1:3000' })).status).toBe(403);
    expect((await post({ host, origin: 'http://127.0.0.1:3001' })).status).toBe(403);
    expect((await post({ host: 'bad host/', origin: 'http://bad host/' })).status).toBe(403);
    // The local server has no TLS: a client claiming https is not believed.
    const claimed = { host, origin: 'https://127.0.0.1:3000', 'x-forwarded-proto': 'https' };
    expect((await post(claimed)).status).toBe(403);
  });

  it('without a known scheme, lets through the configured site origin only', () => {
    const guard = (headers: Record<string, string>) => {
      const event = buildEvent({ routeId: 'logout', method: 'POST', path: '/api/logout', headers });
      delete event.headers['x-forwarded-proto'];
      return () => (requestGuard().before as (request: { event: typeof event }) => void)({ event });
    };
    expect(guard({ host: 'localhost:3000', origin: 'http://localhost:3000' })).not.toThrow();
    expect(guard({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toThrow('Cross-site');
    expect(guard({ host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000' })).toThrow('Cross-site');
  });

  it('never checks the Origin of reads', async () => {
    expect((await invoke('get-enums', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});
