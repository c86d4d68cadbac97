/**
 * A stage with an origin secret: requests without it are refused before any work, and only requests that carry it
 * have their CloudFront-Viewer-Address trusted. (Without a secret configured, see routes/login-forged-address.)
 */
import { buildEvent, lambdaContext } from '../../local/api-event.js';
import { call } from '../../testing/accounts.js';
import { holdRateWindow } from '../../testing/rate-window.js';
import { rateRules } from '../rate-limit.js';

const CURRENT = 'current-origin-secret-0123456789';
const PREVIOUS = 'previous-origin-secret-0123456789';
process.env.ORIGIN_VERIFY = JSON.stringify({ current: CURRENT, previous: PREVIOUS });
process.env.BCRYPT_COST = '4';

const refused = { message: "Call the API through the site's address" };

describe('with an origin secret configured', () => {
  it('refuses a request without the header, or with a wrong value, with a 403 JSON message', async () => {
    const missing = await call('get-enums', {});
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual(refused);
    const wrong = await call('get-enums', { headers: { 'x-origin-verify': `${CURRENT}x` } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual(refused);
  });

  it('answers requests carrying the current or the previous value (a rotation in progress)', async () => {
    expect((await call('get-enums', { headers: { 'x-origin-verify': CURRENT } })).status).toBe(200);
    expect((await call('get-enums', { headers: { 'X-Origin-Verify': PREVIOUS } })).status).toBe(200);
  });

  it('removes the secret from the event before the handler sees it', async () => {
    const { handler } = await import('../../routes/get-enums.js');
    const event = buildEvent({
      routeId: 'get-enums',
      method: 'GET',
      path: '/api/enums',
      headers: { 'x-origin-verify': CURRENT },
    });
    expect((await handler(event, lambdaContext('get-enums'))).statusCode).toBe(200);
    expect(event.headers['x-origin-verify']).toBeUndefined();
  });

  it('counts logins by the CloudFront viewer address once the request proved it came through CloudFront', async () => {
    holdRateWindow();
    const limit = rateRules.loginPerAddress.limit;
    const headers = { 'x-origin-verify': CURRENT, 'cloudfront-viewer-address': '198.51.100.23:4431' };
    // One edge server's address for all of them: only the viewer address tells the visitors apart.
    const attempt = (i: number, viewer = headers) =>
      call('login', {
        body: { username: `edge-ghost-${i}`, password: 'nothing-1' },
        headers: viewer,
        sourceIp: '130.176.9.9',
      });
    for (let i = 0; i < limit; i += 1) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(limit)).status).toBe(429);
    const otherViewer = { ...headers, 'cloudfront-viewer-address': '198.51.100.24:4431' };
    expect((await attempt(limit + 1, otherViewer)).status).toBe(401);
  });
});
