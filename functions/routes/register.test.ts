import bcrypt from 'bcryptjs';
import { getUser } from '../lib/db/accounts/users.js';
import { getCompanyByUser, listCompanies } from '../lib/db/companies/companies.js';
import { MAX_BODY_BYTES } from '../lib/middleware/request-guard.js';
import { rateRules } from '../lib/rate-limit.js';
import { allItems, call, cookieOf, newAccount, register } from '../testing/accounts.js';

process.env.BCRYPT_COST = '4';

describe('POST /api/register', () => {
  it('creates a job seeker, answers the public user and signs them in with a strict cookie', async () => {
    const body = newAccount({ name: '  Jane Seeker ' });
    const response = await call('register', { body });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: body.username,
      name: 'Jane Seeker',
      email: body.email,
      role: 'job_seeker',
      createdAt: expect.any(String),
      // Until the emailed link is opened (email-confirmation.test.ts).
      emailVerified: false,
      // Two-step sign-in is off until the account turns it on (second-factor.test.ts).
      secondFactor: false,
    });
    const [cookie] = response.cookies;
    expect(cookie).toMatch(/^jobboard_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure'); // SECURE_COOKIES is not set here (see register-secure.test.ts)
    expect(response.headers['cache-control']).toBe('no-store');

    const me = await call('get-user', { cookie: cookieOf(response) });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  it('takes an address whose domain is in its own letters, and signs in with it typed either way', async () => {
    const local = newAccount().email.split('@')[0];
    const body = newAccount({ email: `${local}@bäckerei.example` });
    const response = await call('register', { body });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe(`${local}@xn--bckerei-5wa.example`);
    for (const typed of [`${local}@bäckerei.example`, `${local}@xn--bckerei-5wa.example`]) {
      expect((await call('login', { body: { username: typed, password: body.password } })).status).toBe(200);
    }
  });

  it('stores the password as a bcrypt hash at the configured cost, never as given', async () => {
    const { user, password } = await register();
    const stored = await getUser(user.id);
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$04\$/);
    expect(stored?.passwordHash).not.toContain(password);
  });

  it('creates a company account with its company record, named after the account', async () => {
    const body = newAccount({
      role: 'company',
      name: 'Acme Robotics',
      website: 'https://acme.example',
      location: 'Berlin',
      description: 'We build friendly robots.',
    });
    const response = await call('register', { body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ role: 'company', company: 'Acme Robotics', companyId: expect.any(Number) });

    const company = await getCompanyByUser(response.body.id);
    expect(company).toMatchObject({
      id: response.body.companyId,
      userId: response.body.id,
      name: 'Acme Robotics',
      website: 'https://acme.example',
      location: 'Berlin',
      description: 'We build friendly robots.',
      jobCount: 0,
    });
    expect((await listCompanies()).map((c) => c.id)).toContain(response.body.companyId);
  });

  it('gives a company without the optional fields an empty description', async () => {
    const { user } = await register({ role: 'company', name: 'Bare Company' });
    expect(await getCompanyByUser(user.id)).toMatchObject({ name: 'Bare Company', description: '' });
    const stored = (await allItems()).find((item) => item.pk === `COMPANY#${user.companyId}`);
    expect(stored).toMatchObject({ description: '', userId: user.id });
    expect(stored).not.toHaveProperty('website');
  });

  it('ignores company fields for a job seeker', async () => {
    const { user } = await register({ website: 'https://me.example', location: 'Paris' });
    expect(user).not.toHaveProperty('company');
    expect(await getCompanyByUser(user.id)).toBeUndefined();
  });

  it('refuses a taken username or email whatever their case (the product error texts)', async () => {
    const first = await register();
    const sameName = await call('register', { body: newAccount({ username: first.username.toUpperCase() }) });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already exists' });
    expect(sameName.cookies).toEqual([]);
    const sameEmail = await call('register', { body: newAccount({ email: first.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'Email already exists' });
  });

  it('refuses a taken username or email before spending a password hash on it', async () => {
    const first = await register();
    process.env.BCRYPT_WORKERS = 'off'; // hash in this thread, where the spy sees it
    onTestFinished(() => {
      delete process.env.BCRYPT_WORKERS;
    });
    const hash = vi.spyOn(bcrypt, 'hash');
    onTestFinished(() => hash.mockRestore());
    const taken = [newAccount({ username: first.username }), newAccount({ email: first.email.toUpperCase() })];
    for (const body of taken) expect((await call('register', { body, sourceIp: '10.9.1.1' })).status).toBe(409);
    expect(hash).not.toHaveBeenCalled();

    expect((await call('register', { body: newAccount(), sourceIp: '10.9.1.1' })).status).toBe(201);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  describe('rate limits', () => {
    const TOO_MANY = /^Too many registration attempts\. Please wait \d+ minutes? and try again\.$/;
    afterEach(() => {
      vi.useRealTimers();
    });

    it('limits registrations per client address, taken names included, with Retry-After', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
      const ip = '10.9.2.1';
      const { limit, windowSeconds } = rateRules.registerPerAddress;
      const first = await register();
      for (let i = 0; i < limit; i++) {
        const body = i % 2 ? newAccount() : newAccount({ username: first.username });
        expect((await call('register', { body, sourceIp: ip })).status).toBe(i % 2 ? 201 : 409);
      }
      const blocked = await call('register', { body: newAccount(), sourceIp: ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBe(windowSeconds);
      expect(blocked.cookies).toEqual([]);

      expect((await call('register', { body: newAccount(), sourceIp: '10.9.2.2' })).status).toBe(201);
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z').getTime() + windowSeconds * 1000);
      expect((await call('register', { body: newAccount(), sourceIp: ip })).status).toBe(201);
    });

    it('limits registrations over all addresses per minute', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-02-01T00:00:00Z') });
      const first = await register();
      const { limit } = rateRules.registerPerMinute;
      // Taken usernames: they count like any attempt and cost no hash, so the loop stays fast.
      for (let i = 1; i < limit; i++) {
        const body = newAccount({ username: first.username });
        expect((await call('register', { body, sourceIp: `10.8.${Math.floor(i / 250)}.${i % 250}` })).status).toBe(409);
      }
      const blocked = await call('register', { body: newAccount(), sourceIp: '10.9.3.1' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Too many registration attempts. Please wait 1 minute and try again.' });
      expect(blocked.headers['retry-after']).toBe('60');
    });
  });

  it('lets exactly one of 50 parallel registrations of one username through', async () => {
    const username = `race${Date.now().toString(36)}`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('register', { body: newAccount({ username, email: `r${i}@race.example` }), sourceIp: `10.9.0.${i}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ message: 'Username already exists' });
    }
  });

  it.each(['admin', 'ADMIN', 'superuser', 42])('refuses the role %j (no self-made admin)', async (role) => {
    const response = await call('register', { body: newAccount({ role }) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Only job seeker and company accounts can be registered' });
    expect(response.cookies).toEqual([]);
  });

  it('ignores fields it does not know, such as an id or an admin flag', async () => {
    const response = await call('register', { body: newAccount({ id: 1, isAdmin: true, sessionVersion: 99 }) });
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(1);
    expect((await getUser(response.body.id))?.sessionVersion).toBe(1);
  });

  it.each([
    [{ role: undefined }, 'Please select a role'],
    [{ name: undefined }, 'Name must be at least 2 characters'],
    [{ name: 'J' }, 'Name must be at least 2 characters'],
    [{ name: ['Jane'] }, 'Name must be at least 2 characters'],
    [{ email: 'jane-at-example' }, 'Please enter a valid email address'],
    [{ username: undefined }, 'Username must be at least 3 characters'],
    [{ username: 12345 }, 'Username must be at least 3 characters'],
    [{ username: 'a b c' }, 'Username may only contain letters, digits, dots, dashes and underscores'],
    [{ password: undefined }, 'Password must be at least 6 characters'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 123456789 }, 'Password must be at least 6 characters'],
    [
      { password: 'x'.repeat(73) },
      'Password must be at most 72 bytes long (accented letters and emoji count as several bytes)',
    ],
    [{ password: 'password' }, 'This password is too common. Please choose a less common one.'],
    [
      { role: 'company', website: 'javascript:alert(1)' },
      'Website must be a web address, such as acme.example or https://acme.example',
    ],
  ])('answers 400 for %j', async (change, message) => {
    const response = await call('register', { body: newAccount(change) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const response = await call('register', { body: 'hello' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body must be a JSON object' });
  });

  it('refuses malformed JSON, an oversized body and another site (the wrapper)', async () => {
    const malformed = await call('register', { rawBody: '{"username": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });

    const noBody = await call('register');
    expect(noBody.status).toBe(415);
    expect(noBody.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json)' });

    const huge = await call('register', { body: newAccount({ description: 'x'.repeat(MAX_BODY_BYTES) }) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The request body is too large' });

    const crossSite = await call('register', { body: newAccount(), headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(crossSite.cookies).toEqual([]);

    const sameSite = await call('register', { body: newAccount(), headers: { origin: 'http://localhost:3000' } });
    expect(sameSite.status).toBe(201);
  });
});
