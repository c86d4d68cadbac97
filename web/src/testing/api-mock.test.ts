import { clearSignedInMarker, hasSignedInMarker } from '@/api/signed-in-marker.js';
import { json, mockApi } from './api-mock.js';
import { aUser } from './fixtures.js';

const whoIsSignedIn = async () => (await fetch('/api/user')).status;

describe('mockApi: the session, as the API keeps it', () => {
  it('answers GET /api/user with the user a sign-in answered, until logout', async () => {
    const user = aUser({ username: 'jamie' });
    mockApi({ 'POST /api/register': () => json(user, { status: 201 }), 'POST /api/logout': { ok: true } });
    clearSignedInMarker();
    expect(await whoIsSignedIn()).toBe(401);
    await fetch('/api/register', { method: 'POST', body: '{}' });
    const answer = await fetch('/api/user');
    expect(await answer.json()).toEqual(user);
    expect(hasSignedInMarker()).toBe(true);
    await fetch('/api/logout', { method: 'POST' });
    expect(await whoIsSignedIn()).toBe(401);
  });

  it('keeps a refused sign-in and a pending two-step sign-in signed out', async () => {
    mockApi({
      'POST /api/register': () => json({ message: 'Username already exists' }, { status: 409 }),
      'POST /api/login': { secondFactorRequired: true, message: 'Enter the code' },
    });
    await fetch('/api/register', { method: 'POST', body: '{}' });
    expect(await whoIsSignedIn()).toBe(401);
    await fetch('/api/login', { method: 'POST', body: '{}' });
    expect(await whoIsSignedIn()).toBe(401);
  });

  it('lets a test give GET /api/user itself', async () => {
    mockApi({ 'GET /api/user': aUser({ username: 'pat' }) });
    expect(await whoIsSignedIn()).toBe(200);
  });
});
