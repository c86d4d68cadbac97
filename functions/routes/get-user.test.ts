import { SignJWT } from 'jose';
import { call, register } from '../testing/accounts.js';

process.env.BCRYPT_COST = '4';

const SIGNED_OUT = { message: 'Please sign in to continue' };

describe('GET /api/user', () => {
  it('answers the signed-in user, never cached', async () => {
    const account = await register({ role: 'company', name: 'Me Company' });
    const response = await call('get-user', { cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(account.user);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'company',
        'companyId',
        'createdAt',
        'email',
        'emailVerified',
        'id',
        'name',
        'role',
        'secondFactor',
        'username',
      ].sort(),
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a cookie, with a tampered one and with one signed by another key', async () => {
    const account = await register();
    expect(await call('get-user')).toMatchObject({ status: 401, body: SIGNED_OUT });

    const [name, token] = account.cookie.split('=') as [string, string];
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = await call('get-user', { cookie: `${name}=${header}.${forgedPayload}.${signature}` });
    expect(tampered).toMatchObject({ status: 401, body: SIGNED_OUT });

    const foreign = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.user.id))
      .setIssuer('jobboard')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect(await call('get-user', { cookie: `${name}=${foreign}` })).toMatchObject({ status: 401, body: SIGNED_OUT });
  });
});
