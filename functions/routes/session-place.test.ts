/**
 * The rough place of a session, on a stage with an origin secret: CloudFront's viewer country and city headers are
 * stored at sign-in only when the request carried the secret (so CloudFront set them), and the list names the place.
 * (Without the proof the headers are ignored: sessions.test.ts.)
 */
import type { ActiveSession } from '../../shared/schemas/sessions.js';
import { hashPassword } from '../lib/passwords.js';
import { call, cookieOf } from '../testing/accounts.js';
import { createdAccount } from '../testing/created-account.js';

const SECRET = 'place-origin-secret-0123456789ab';
process.env.ORIGIN_VERIFY = JSON.stringify({ current: SECRET });
process.env.BCRYPT_COST = '4';

const through = { 'x-origin-verify': SECRET };
let address = 0;
const newAddress = () => `10.11.${Math.floor(address / 250)}.${address % 250}`;

async function signInFrom(place: Record<string, string>) {
  const tag = `place${++address}${Date.now().toString(36)}`;
  const password = 'secret-pass-1';
  const account = await createdAccount({
    username: tag,
    email: `${tag}@example.com`,
    name: 'Pia Place',
    role: 'job_seeker',
    passwordHash: await hashPassword(password),
  });
  const login = await call('login', {
    body: { username: account.username, password },
    headers: { ...through, ...place },
    sourceIp: newAddress(),
  });
  expect(login.status).toBe(200);
  const cookie = cookieOf(login);
  const listed = await call<ActiveSession[]>('list-sessions', { cookie, headers: through });
  return listed.body.find((session) => session.current)?.place;
}

describe('the place of a session (through CloudFront)', () => {
  it('names the city and the country, the country spelled out', async () => {
    expect(await signInFrom({ 'cloudfront-viewer-country': 'PT', 'cloudfront-viewer-city': 'Lisbon' })).toBe(
      'Lisbon, Portugal',
    );
  });

  it('reads a URL-encoded city name, and the country alone without a city', async () => {
    expect(await signInFrom({ 'cloudfront-viewer-country': 'de', 'cloudfront-viewer-city': 'M%C3%BCnchen' })).toBe(
      'München, Germany',
    );
    expect(await signInFrom({ 'cloudfront-viewer-country': 'JP' })).toBe('Japan');
  });

  it('has no place when the country is missing or not a country code', async () => {
    expect(await signInFrom({ 'cloudfront-viewer-city': 'Lisbon' })).toBeNull();
    expect(await signInFrom({ 'cloudfront-viewer-country': '<b>', 'cloudfront-viewer-city': 'Lisbon' })).toBeNull();
  });
});
