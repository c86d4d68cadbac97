import { getUser } from '../lib/db/accounts/users.js';
import { getCompanyByUser, listCompanies } from '../lib/db/companies/companies.js';
import { allItems, call, newAccount, register } from '../testing/accounts.js';
import { indexSearch, jobInput } from '../testing/jobs.js';

process.env.BCRYPT_COST = '4';

const emailGuards = async (userId: number) =>
  (await allItems()).filter((item) => String(item.pk).startsWith('EMAIL#') && item.userId === userId).map((i) => i.pk);

describe('PATCH /api/user', () => {
  it('changes name and email, moving the email guard so the old address is free again', async () => {
    const account = await register();
    const email = `New.${account.email}`;
    const response = await call('update-user', {
      cookie: account.cookie,
      body: { name: '  Jane Renamed ', email, currentPassword: account.password },
    });
    expect(response.status).toBe(200);
    // A new address waits for its own confirmation (email-confirmation.test.ts).
    expect(response.body).toEqual({ ...account.user, name: 'Jane Renamed', email, emailVerified: false });
    expect((await call('get-user', { cookie: account.cookie })).body).toEqual(response.body);
    expect(await emailGuards(account.user.id)).toEqual([`EMAIL#${email.toLowerCase()}`]);

    expect((await call('register', { body: newAccount({ email: account.email }) })).status).toBe(201);
    const taken = await call('register', { body: newAccount({ email: email.toUpperCase() }) });
    expect(taken.body).toEqual({ message: 'Email already exists' });
  });

  it('refuses an email another account has, whatever its case, and changes nothing', async () => {
    const first = await register();
    const second = await register();
    const response = await call('update-user', {
      cookie: second.cookie,
      body: { name: 'Should Not Stick', email: first.email.toUpperCase(), currentPassword: second.password },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Email already exists' });
    expect(await getUser(second.user.id)).toMatchObject({ name: second.user.name, email: second.email });
    expect(await emailGuards(second.user.id)).toEqual([`EMAIL#${second.email.toLowerCase()}`]);
  });

  it('changes the email only with the current password, and changes nothing without it', async () => {
    const account = await register();
    const email = `moved.${account.email}`;
    for (const [currentPassword, message] of [
      [undefined, 'Please enter your current password'],
      ['not-the-password', 'Current password is incorrect'],
    ] as const) {
      const response = await call('update-user', {
        cookie: account.cookie,
        body: { name: 'Should Not Stick', email, currentPassword },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await getUser(account.user.id)).toMatchObject({ name: account.user.name, email: account.email });
    }
    // The name alone needs no password.
    const renamed = await call('update-user', { cookie: account.cookie, body: { name: 'Jane Renamed' } });
    expect(renamed.status).toBe(200);
  });

  it('accepts a change of case of the own email', async () => {
    const account = await register();
    const response = await call('update-user', {
      cookie: account.cookie,
      body: { email: account.email.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(account.email.toUpperCase());
    expect(await emailGuards(account.user.id)).toEqual([`EMAIL#${account.email.toLowerCase()}`]);
  });

  it('renames a company everywhere the account and the directory show it', async () => {
    const account = await register({ role: 'company', name: 'Old Name Ltd' });
    const response = await call('update-user', { cookie: account.cookie, body: { company: 'Zeta New Name' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Old Name Ltd', company: 'Zeta New Name' });
    expect(await getCompanyByUser(account.user.id)).toMatchObject({ name: 'Zeta New Name' });
    const directory = await listCompanies();
    expect(directory.find((company) => company.id === account.user.companyId)?.name).toBe('Zeta New Name');
    const entry = (await allItems()).find((item) => item.pk === `COMPANY#${account.user.companyId}`);
    expect(entry?.gsi1sk).toMatch(/^zeta new name#/);
  });

  it('renames the company on its jobs, their cards and their search words', async () => {
    const account = await register({ role: 'company', name: 'Quillfeather Ltd' });
    const posted = await call('create-job', { cookie: account.cookie, body: jobInput({ title: 'Payroll Analyst' }) });
    expect(posted.status).toBe(201);
    await call('update-user', { cookie: account.cookie, body: { company: 'Zanzibar Payroll' } });

    expect((await call('get-job', { params: { id: String(posted.body.id) } })).body.companyName).toBe(
      'Zanzibar Payroll',
    );
    await indexSearch();
    const found = await call('list-jobs', { query: { search: 'zanzibar' } });
    expect(found.body.map((job: { id: number; companyName: string }) => [job.id, job.companyName])).toEqual([
      [posted.body.id, 'Zanzibar Payroll'],
    ]);
    expect((await call('list-jobs', { query: { search: 'quillfeather' } })).body).toEqual([]);
  });

  it('ignores a company name from a job seeker', async () => {
    const account = await register();
    const response = await call('update-user', { cookie: account.cookie, body: { company: 'Sneaky Corp' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(account.user);
    expect(await getUser(account.user.id)).not.toHaveProperty('companyName');
  });

  it('ignores fields that are not editable: id, role, username, password', async () => {
    const account = await register();
    const response = await call('update-user', {
      cookie: account.cookie,
      body: { id: 1, role: 'admin', username: 'root', password: 'x', passwordHash: 'x', name: 'Still Seeker' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...account.user, name: 'Still Seeker' });
    const stored = await getUser(account.user.id);
    expect(stored).toMatchObject({ role: 'job_seeker', username: account.username });
    expect(stored?.passwordHash).toMatch(/^\$2/);
  });

  it.each([
    [{ name: 'J' }, 'Name must be at least 2 characters'],
    [{ name: 42 }, 'Name must be at least 2 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: null }, 'Please enter a valid email address'],
    [{ company: 'X' }, 'Company name must be at least 2 characters'],
  ])('answers 400 for %j', async (body, message) => {
    const account = await register({ role: 'company', name: 'Valid Co' });
    const response = await call('update-user', { cookie: account.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('needs a session and a same-site request', async () => {
    expect((await call('update-user', { body: { name: 'Nobody' } })).status).toBe(401);
    const account = await register();
    const crossSite = await call('update-user', {
      cookie: account.cookie,
      body: { name: 'Hijacked' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await getUser(account.user.id))?.name).toBe(account.user.name);
  });
});
