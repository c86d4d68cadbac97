/**
 * POST /api/register: a job seeker or company account (never admin: the schema allows only those two roles),
 * signed in at once. A company account gets its company record, named after the account's name, in the same
 * transaction as the user (accounts.ts).
 *
 * Registrations are limited per client address and over everyone per minute, and a taken username or email is
 * refused before the password is hashed: a hash is the costly part, and the 409 reveals nothing new.
 */
import { route } from '../../shared/contract/routes/register.js';
import { accountMessages, notices } from '../../shared/texts.js';
import { queueConfirmationLink } from '../lib/confirmed-email.js';
import { checkAvailable, createAccount, type TakenRefusal } from '../lib/db/accounts/accounts.js';
import { toPublicUser } from '../lib/db/accounts/users.js';
import { conflict } from '../lib/errors.js';
import { created } from '../lib/http.js';
import '../lib/new-passwords.js';
import { hashPassword } from '../lib/passwords.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, EVERYONE, limitAttempts, rateRules } from '../lib/rate-limit.js';
import { endCookieSession, sessionClient, sessionCookie } from '../lib/session.js';

const taken = ({ reason }: TakenRefusal) =>
  conflict(reason === 'username-taken' ? notices.usernameExists : notices.emailExists);

export const handler = definePublicHandler(route, async ({ body, event }) => {
  const { name, username, email, role, website, location, description } = body;
  await limitAttempts(
    [
      [rateRules.registerPerAddress, clientAddress(event)],
      [rateRules.registerPerMinute, EVERYONE],
    ],
    accountMessages.tooManyRegistrations,
  );
  const available = await checkAvailable(username, email);
  if (!available.ok) throw taken(available);
  const account = await createAccount({
    username,
    email,
    name,
    role,
    passwordHash: await hashPassword(body.password),
    unconfirmed: true,
    ...(role === 'company' ? { company: { name, website, location, description } } : {}),
  });
  if (!account.ok) throw taken(account);
  const { user } = account;
  await queueConfirmationLink(user.id);
  // A session this browser had (another account) is replaced, not left beside the new one.
  await endCookieSession(event.cookies);
  return created(toPublicUser(user), { cookies: [await sessionCookie(user, sessionClient(event))] });
});
