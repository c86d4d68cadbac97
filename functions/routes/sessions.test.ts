/** The profile's list of sessions, signing one out, the idle timeout and its renewal, against DynamoDB Local. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActiveSession } from '../../shared/schemas/sessions.js';
import { RENEW_AFTER_SECONDS } from '../lib/db/accounts/sessions.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { call, cookieOf, itemsReferring, register } from '../testing/accounts.js';
import { makeAdmin } from '../testing/principals.js';

process.env.BCRYPT_COST = '4';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function signIn(account: { username: string; password: string }, userAgent: string, sourceIp: string) {
  const result = await call('login', {
    body: { username: account.username, password: account.password },
    headers: { 'user-agent': userAgent },
    sourceIp,
  });
  expect(result.status).toBe(200);
  return cookieOf(result);
}

const sessionsOf = async (cookie: string) => (await call<ActiveSession[]>('list-sessions', { cookie })).body;
const now = () => Math.floor(Date.now() / 1000);

async function ageSession(userId: number, sessionId: string, seconds: number) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.session(userId, sessionId),
      UpdateExpression: 'SET lastSeenAt = lastSeenAt - :s, expiresAt = expiresAt - :s, createdAt = createdAt - :s',
      ExpressionAttributeValues: { ':s': seconds },
    }),
  );
}
const sessionItem = async (userId: number, sessionId: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(userId, sessionId) }))).Item;

describe('GET /api/user/sessions', () => {
  it('lists each live session with its device, masked network and times, this one marked current', async () => {
    const account = await register();
    const laptop = await signIn(account, FIREFOX, '203.0.113.7');
    const phone = await signIn(account, SAFARI_IPHONE, '2001:db8:85a3:1:2:3:4:5');

    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(3); // the registration's session too
    const mine = listed.find((session) => session.current);
    expect(mine).toMatchObject({ device: 'Firefox on Windows', network: '203.0.113.x' });
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.find((session) => session.device === 'Safari on iOS')?.network).toBe('2001:db8:85a3:x');
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual([
        'current',
        'device',
        'id',
        'lastSeenAt',
        'network',
        'place',
        'signedInAt',
      ]);
      // Locally no CloudFront names a place: the list says so rather than guess.
      expect(session.place).toBeNull();
      expect(JSON.stringify(session)).not.toContain('203.0.113.7');
    }
    expect((await sessionsOf(phone)).find((session) => session.current)?.device).toBe('Safari on iOS');
  });

  it('answers 401 signed out', async () => {
    expect((await call('list-sessions')).status).toBe(401);
  });

  it('a new sign-in in the same browser replaces its session instead of leaving it beside the new one', async () => {
    const account = await register();
    const first = await signIn(account, FIREFOX, '203.0.113.7');
    const firstId = (await sessionsOf(first)).find((session) => session.current)?.id as string;
    const again = await call('login', {
      cookie: first,
      body: { username: account.username, password: account.password },
      headers: { 'user-agent': FIREFOX },
    });
    expect(again.status).toBe(200);
    expect((await call('get-user', { cookie: first })).status).toBe(401);
    const listed = await sessionsOf(cookieOf(again));
    expect(listed.map((session) => session.id)).not.toContain(firstId);
    expect(await sessionItem(account.user.id, firstId)).toBeUndefined();
    // Another browser's session is untouched: only the one this cookie names ends.
    expect(listed).toHaveLength(2); // the registration's and the new one
  });

  it('ignores place headers the request did not prove CloudFront set', async () => {
    const account = await register();
    const login = await call('login', {
      body: { username: account.username, password: account.password },
      headers: { 'cloudfront-viewer-country': 'PT', 'cloudfront-viewer-city': 'Lisbon' },
    });
    const cookie = cookieOf(login);
    const mine = (await sessionsOf(cookie)).find((session) => session.current);
    expect(mine?.place).toBeNull();
    expect(await sessionItem(account.user.id, mine?.id as string)).not.toHaveProperty('place');
  });
});

describe('DELETE /api/user/sessions/{id}', () => {
  it('signs out that browser only: its cookie is refused, this one and the others stay signed in', async () => {
    const account = await register();
    const laptop = await signIn(account, FIREFOX, '203.0.113.7');
    const phone = await signIn(account, SAFARI_IPHONE, '198.51.100.4');
    const phoneId = (await sessionsOf(phone)).find((session) => session.current)?.id as string;

    const ended = await call('end-session', { cookie: laptop, params: { id: phoneId } });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: 'That session has been signed out' });
    expect(ended.cookies).toEqual([]);
    expect((await call('get-user', { cookie: phone })).status).toBe(401);
    expect((await call('get-user', { cookie: laptop })).status).toBe(200);
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
    expect((await sessionsOf(laptop)).map((session) => session.id)).not.toContain(phoneId);

    const again = await call('end-session', { cookie: laptop, params: { id: phoneId } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Session not found' });
  });

  it("cannot end another user's session: its id names nothing under the caller (404), that session lives on", async () => {
    const [victim, attacker] = await Promise.all([register(), register()]);
    const victimId = (await sessionsOf(victim.cookie))[0]?.id as string;
    const attempt = await call('end-session', { cookie: attacker.cookie, params: { id: victimId } });
    expect(attempt.status).toBe(404);
    expect((await call('get-user', { cookie: victim.cookie })).status).toBe(200);
  });

  it('ending the current session clears its cookie', async () => {
    const account = await register();
    const ownId = (await sessionsOf(account.cookie)).find((session) => session.current)?.id as string;
    const ended = await call('end-session', { cookie: account.cookie, params: { id: ownId } });
    expect(ended.status).toBe(200);
    expect(ended.cookies[0]).toContain('Max-Age=0');
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
  });

  it('answers 404 to an id that is not a session id', async () => {
    const account = await register();
    for (const id of ['x', 'a'.repeat(200), '../../PROFILE']) {
      const answer = await call('end-session', { cookie: account.cookie, params: { id } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Session not found' });
    }
  });
});

describe('idle timeout and lifetime', () => {
  it('a session idle past its timeout is refused; an active one slides forward, written at most every few minutes', async () => {
    const account = await register();
    const [{ id }] = (await sessionsOf(account.cookie)) as [ActiveSession];
    const before = await sessionItem(account.user.id, id);
    expect(before?.expiresAt).toBeGreaterThan(now() + 23 * 3600);
    expect(before?.expiresAt).toBeLessThanOrEqual(now() + 24 * 3600);

    // A request within the renewal interval writes nothing.
    await call('get-user', { cookie: account.cookie });
    expect((await sessionItem(account.user.id, id))?.lastSeenAt).toBe(before?.lastSeenAt);

    // Ten minutes later (still inside the idle timeout): the request renews the idle end.
    await ageSession(account.user.id, id, RENEW_AFTER_SECONDS * 2);
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
    const renewed = await sessionItem(account.user.id, id);
    expect(renewed?.lastSeenAt).toBeGreaterThanOrEqual(now() - 5);
    expect(renewed?.expiresAt).toBeGreaterThan(now() + 23 * 3600);

    // A day and a bit without a request: refused, though the token itself is still within its 7 days.
    await ageSession(account.user.id, id, 25 * 3600);
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
  });

  it("an admin's session ends after 30 idle minutes", async () => {
    const admin = await makeAdmin();
    const [{ id }] = (await sessionsOf(admin.cookie)) as [ActiveSession];
    const item = await sessionItem(admin.user.id, id);
    expect(item?.expiresAt).toBeLessThanOrEqual(now() + 30 * 60);
    await ageSession(admin.user.id, id, 31 * 60);
    expect((await call('get-user', { cookie: admin.cookie })).status).toBe(401);
  });

  it('the idle end never passes the absolute end, 7 days after sign-in', async () => {
    const account = await register();
    const [{ id }] = (await sessionsOf(account.cookie)) as [ActiveSession];
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(account.user.id, id),
        UpdateExpression: 'SET endsAt = :end, lastSeenAt = :seen',
        ExpressionAttributeValues: { ':end': now() + 60, ':seen': now() - RENEW_AFTER_SECONDS * 2 },
      }),
    );
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
    expect((await sessionItem(account.user.id, id))?.expiresAt).toBeLessThanOrEqual(now() + 60);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(account.user.id, id),
        UpdateExpression: 'SET endsAt = :end',
        ExpressionAttributeValues: { ':end': now() - 1 },
      }),
    );
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
  });
});

describe('sign out everywhere and deletion', () => {
  it('sign out everywhere removes every session item; deletion leaves none', async () => {
    const account = await register();
    await signIn(account, FIREFOX, '203.0.113.7');
    const fresh = await signIn(account, FIREFOX, '203.0.113.8');
    expect((await call('logout-everywhere', { cookie: fresh })).status).toBe(200);
    const items = await itemsReferring({ userId: account.user.id });
    expect(items.filter((item) => String(item.sk).startsWith('SESSION#'))).toEqual([]);

    const again = await signIn(account, FIREFOX, '203.0.113.9');
    expect((await call('delete-user', { cookie: again })).status).toBe(200);
    expect(await itemsReferring({ userId: account.user.id })).toEqual([]);
  });

  it('a password change keeps only the new session of this browser', async () => {
    const account = await register();
    const other = await signIn(account, SAFARI_IPHONE, '198.51.100.4');
    const changed = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'another-pass-9' },
    });
    expect(changed.status).toBe(200);
    const fresh = cookieOf(changed);
    expect((await call('get-user', { cookie: other })).status).toBe(401);
    const listed = await sessionsOf(fresh);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.current).toBe(true);
  });
});
