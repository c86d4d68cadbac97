/**
 * `npm run admin:invite -- --stage <stage> --email ops@acme.com [--name "Ops Team"] [--username ops]` (or `--local`):
 * creates or promotes an admin account and mails it a single-use link to choose its password (admin/invite.ts).
 * Deployed, the mail goes through the stage's SES sender; locally into the data folder's outbox.
 */
import { parseArgs } from 'node:util';
import { applyTarget, type Target, targetOf, targetOptions, targetUsage } from './target.js';

const usage = `Usage: npm run admin:invite -- ${targetUsage} --email <address> [--name <name>] [--username <username>]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { ...targetOptions, email: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' } },
  });
  let target: Target;
  try {
    target = targetOf(values);
    if (!values.email) throw new Error('Give the address to invite: --email <address>.');
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const where = applyTarget(target);
  const { inviteAdmin } = await import('./admin/invite.js');
  const { user, account, mail } = await inviteAdmin({
    email: values.email,
    ...(values.name ? { name: values.name } : {}),
    ...(values.username ? { username: values.username } : {}),
  });
  const what = { created: 'Created', promoted: 'Promoted to admin:', 'already admin': 'Already an admin:' }[account];
  console.log(`${what} the account ${user.username} (${user.email}) in ${where}.`);
  console.log(
    mail === 'sent'
      ? 'Mailed it a link to choose its password (valid 24 hours, works once). Nobody can sign in until then.'
      : 'The address is on the suppression list (it bounced or complained): no mail was sent. Remove it first.',
  );
  if (mail !== 'sent') process.exit(1);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
