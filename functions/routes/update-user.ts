/**
 * PATCH /api/user: name, email and, for companies, the company name (`company`). Other fields (id, role,
 * username, password) are not part of the schema and are dropped; who is changed comes from the session.
 * Changing the email needs the current password (`currentPassword`), checked like a password change (wrong guesses
 * count against the per-username login limit): the email is where a password reset goes, so a borrowed session
 * must not be able to move it. A new email waits for its confirmation (its link is mailed there) and the old,
 * confirmed address is told of the change. A renamed company's jobs follow, so no card keeps showing the old name.
 */
import { route } from '../../shared/contract/routes/update-user.js';
import { accountMessages, notices } from '../../shared/texts.js';
import { queueConfirmationLink } from '../lib/confirmed-email.js';
import { updateProfile } from '../lib/db/accounts/accounts.js';
import { toPublicUser } from '../lib/db/accounts/users.js';
import { getCompany } from '../lib/db/companies/companies.js';
import { syncCompanyOnJobs } from '../lib/db/jobs/jobs.js';
import { badRequest, conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { queueMail } from '../lib/mail/mail-request.js';
import { verifyPassword } from '../lib/passwords.js';
import { limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = defineHandler(route, async ({ body, session }) => {
  const { currentPassword, ...changes } = body;
  const { user } = session;
  if (changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase()) {
    if (!currentPassword) throw badRequest(accountMessages.currentPasswordRequired);
    const attempts = await limitAttempts(
      [[rateRules.loginPerUsername, user.username]],
      accountMessages.tooManyLoginAttempts,
    );
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw badRequest(accountMessages.currentPasswordWrong);
    }
    await Promise.all(attempts.map((attempt) => attempt.refund()));
  }
  const written = await updateProfile(user, changes);
  if (!written.ok) {
    throw conflict(written.reason === 'email-taken' ? notices.emailExists : accountMessages.profileChangedMeanwhile);
  }
  const updated = written.user;
  if (updated.email.toLowerCase() !== user.email.toLowerCase()) {
    await queueConfirmationLink(user.id);
    // The old address hears of the change only when it was confirmed: an unconfirmed one gets nothing.
    if (user.emailPendingSince === undefined) {
      await queueMail({ kind: 'email-changed', email: user.email, newEmail: updated.email, name: user.name }).catch(
        (error: Error) => logger.error('Email change notice not queued', { error, userId: user.id }),
      );
    }
  }
  if (updated.companyId !== undefined && updated.companyName && updated.companyName !== user.companyName) {
    const company = await getCompany(updated.companyId);
    if (company) await syncCompanyOnJobs(company.id, company);
  }
  return ok(toPublicUser(updated));
});
