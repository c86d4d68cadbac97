/**
 * The per-address login limit cannot be reset by a client-set CloudFront-Viewer-Address: without proof that the
 * request came through CloudFront (no origin secret here, as locally), the address is the connection's own.
 */
import { rateRules } from '../lib/rate-limit.js';
import { call } from '../testing/accounts.js';
import { holdRateWindow } from '../testing/rate-window.js';

process.env.BCRYPT_COST = '4';

it('stays limited after the forged viewer address changes', async () => {
  holdRateWindow();
  const limit = rateRules.loginPerAddress.limit;
  const attempt = (i: number, forged: string) =>
    call('login', {
      body: { username: `forged-ghost-${i}`, password: 'nothing-1' },
      headers: { 'cloudfront-viewer-address': forged },
      sourceIp: '10.201.7.7',
    });
  for (let i = 0; i < limit; i += 1) expect((await attempt(i, '10.77.132.62:5555')).status).toBe(401);
  const again = await attempt(limit, '10.77.132.63:5555');
  expect(again.status).toBe(429);
  expect(again.headers['retry-after']).toMatch(/^\d+$/);
});
