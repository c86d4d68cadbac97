/**
 * Signs the local demo admin in through the real two-step sign-in: the password, then a code computed from the seed's
 * published TOTP secret, as an authenticator app would. A code of a time step already used (another test signed the
 * admin in within the same 30 seconds) is refused as a replay: then the next step's code is tried, which the server
 * accepts one step early, and failing that the helper waits for the next step.
 */
import type { APIRequestContext } from 'playwright-core';
import { codeAt } from '../../functions/lib/totp.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../scripts/local/seed/index.js';

const STEP_MS = 30_000;

export async function signInDemoAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  if (login.status() !== 200) throw new Error(`the demo admin could not sign in: ${login.status()}`);
  for (let tries = 0; tries < 4; tries++) {
    const at = Date.now() + (tries % 2) * STEP_MS;
    const verify = await request.post('/api/login/second-factor', {
      data: { code: codeAt(DEMO_ADMIN_TOTP_SECRET, at) },
    });
    if (verify.status() === 200) return;
    if (verify.status() !== 409 && verify.status() !== 400) {
      throw new Error(`the demo admin's code was refused: ${verify.status()} ${await verify.text()}`);
    }
    if (tries % 2 === 1) await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500));
  }
  throw new Error("the demo admin's codes kept being refused");
}
