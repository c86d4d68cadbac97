/**
 * Makes an admin from the command line (`npm run admin:invite`), the only way an admin exists outside the local
 * demo seed: an account for the email is created with the role admin (a job seeker's account is promoted; a company
 * account is refused, its company would be orphaned), and a single-use set-password link is mailed to it. The link
 * is a password-reset token (db/accounts/reset-tokens.ts: random, stored hashed, used up once, void after a password change)
 * valid for a day. No password is ever set or printed: a new account's hash is of random bytes nobody sees, so the
 * account cannot sign in until its owner has chosen a password through the link, which proves the address too.
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { createAccount } from '../../../functions/lib/db/accounts/accounts.js';
import { INVITE_TOKEN_LIFETIME_SECONDS, issueResetToken } from '../../../functions/lib/db/accounts/reset-tokens.js';
import { findUserByEmail, findUserByUsername, type UserRecord } from '../../../functions/lib/db/accounts/users.js';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import { adminInviteEmail } from '../../../functions/lib/mail/admin-invite-email.js';
import { type MailOutcome, sendMail } from '../../../functions/lib/mail/index.js';
import { hashPassword } from '../../../functions/lib/passwords.js';
import { emailField } from '../../../shared/schemas/auth.js';
import { notices } from '../../../shared/texts.js';

export interface InviteResult {
  user: UserRecord;
  /** What happened to the account. */
  account: 'created' | 'promoted' | 'already admin';
  mail: MailOutcome;
}

export class InviteRefused extends Error {}

/** A free username from the address's local part: letters, digits, dots, dashes, underscores; 3 to 30. */
async function freeUsername(email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 24)
    .padEnd(3, '0');
  for (let n = 0; n < 100; n += 1) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await findUserByUsername(candidate))) return candidate;
  }
  throw new InviteRefused(`No free username near "${base}": pass --username.`);
}

async function promote(user: UserRecord): Promise<UserRecord> {
  // The session version moves on: sessions signed with the old role end, the next sign-in carries the new one.
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: 'SET #role = :admin ADD sessionVersion :one',
      ConditionExpression: '#role = :seeker',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin', ':seeker': 'job_seeker', ':one': 1 },
    }),
  );
  return { ...user, role: 'admin', sessionVersion: user.sessionVersion + 1 };
}

export async function inviteAdmin(input: { email: string; name?: string; username?: string }): Promise<InviteResult> {
  const parsed = v.safeParse(emailField("Please give the admin's email address (--email)."), input.email);
  if (!parsed.success) throw new InviteRefused(parsed.issues[0].message);
  const email = parsed.output;
  if (input.username !== undefined && !/^[A-Za-z0-9._-]{3,30}$/.test(input.username)) {
    throw new InviteRefused('A username is 3 to 30 letters, digits, dots, dashes or underscores.');
  }
  const existing = await findUserByEmail(email);
  let user: UserRecord;
  let account: InviteResult['account'];
  if (existing?.role === 'company') {
    throw new InviteRefused(
      `${email} belongs to a company account, which cannot become an admin: invite another address.`,
    );
  }
  if (existing?.role === 'admin') {
    user = existing;
    account = 'already admin';
  } else if (existing) {
    user = await promote(existing);
    account = 'promoted';
  } else {
    const created = await createAccount({
      username: input.username ?? (await freeUsername(email)),
      email,
      name: input.name ?? 'Administrator',
      role: 'admin',
      // Random bytes nobody ever sees: no password works until one is chosen through the emailed link.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    });
    if (!created.ok) {
      throw new InviteRefused(created.reason === 'username-taken' ? notices.usernameExists : notices.emailExists);
    }
    user = created.user;
    account = 'created';
  }
  const token = await issueResetToken(user.id, INVITE_TOKEN_LIFETIME_SECONDS);
  const mail = await sendMail(adminInviteEmail(user, token));
  return { user, account, mail };
}
