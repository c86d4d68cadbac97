/** An account written straight into the table, for tests and fixtures that need one without the register route. */
import { createAccount, type NewAccount } from '../lib/db/accounts/accounts.js';
import type { UserRecord } from '../lib/db/accounts/users.js';

/** The new account's user; a refusal (a taken username or email) is the caller's own mistake, so it throws. */
export async function createdAccount(input: NewAccount): Promise<UserRecord> {
  const outcome = await createAccount(input);
  if (!outcome.ok) throw new Error(`account ${input.username} not created: ${outcome.reason}`);
  return outcome.user;
}
